import { describe, expect, it } from 'vitest';
import { attachmentsOf } from './mail-transport';

const ics = 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

describe('attachmentsOf (nodemailer options of stored attachments)', () => {
  it.each([
    ['no attachments', [], { attachments: [] }],
    [
      'an invitation: only the named .ics file, its content type with the method (one .ics per mail)',
      [
        {
          filename: 'booking.ics',
          contentType: 'text/calendar; charset=utf-8; method=REQUEST',
          content: ics,
        },
      ],
      {
        attachments: [
          {
            filename: 'booking.ics',
            contentType: 'text/calendar; charset=utf-8; method=REQUEST',
            content: ics,
          },
        ],
      },
    ],
    [
      'a cancellation keeps METHOD:CANCEL',
      [{ filename: 'storno.ics', contentType: 'text/calendar; charset=utf-8; method=cancel', content: ics }],
      {
        attachments: [
          {
            filename: 'storno.ics',
            contentType: 'text/calendar; charset=utf-8; method=cancel',
            content: ics,
          },
        ],
      },
    ],
    [
      'another file is only attached',
      [{ filename: 'a.txt', contentType: 'text/plain', content: 'x' }],
      { attachments: [{ filename: 'a.txt', contentType: 'text/plain', content: 'x' }] },
    ],
    [
      'a binary file (the report workbook) goes as base64',
      [{ filename: 'r.xlsx', contentType: XLSX, content: 'UEsDBA==', encoding: 'base64' }],
      { attachments: [{ filename: 'r.xlsx', contentType: XLSX, content: 'UEsDBA==', encoding: 'base64' }] },
    ],
  ] as const)('%s', (_label, files, expected) => {
    expect(attachmentsOf(files)).toEqual(expected);
  });
});
