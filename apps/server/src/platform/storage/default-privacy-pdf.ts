import { createPdfDocument, PDF_FONTS, pdfBytes } from '../pdf/pdf-document';

interface NoticeText {
  lang: string;
  title: string;
  intro: string;
  sections: ReadonlyArray<readonly [heading: string, body: string]>;
}

// A neutral sample, clearly marked as such: each tenant must replace it with its own notice.
const GERMAN: NoticeText = {
  lang: 'de',
  title: 'Datenschutzhinweise (Muster)',
  intro:
    'Dies ist ein Muster. Bitte ersetzen Sie es durch die Datenschutzhinweise Ihrer Organisation ' +
    '(Administration › Einstellungen › Datenschutz).',
  sections: [
    [
      '1. Verantwortlicher',
      'Verantwortlich ist die Organisation, die Buchbar für ihre Beschäftigten betreibt. Kontaktdaten und Datenschutzbeauftragte nennt Ihre Organisation.',
    ],
    [
      '2. Welche Daten wir verarbeiten',
      'Name, E-Mail-Adresse, Personalnummer, Abteilung, Rollen, Buchungen von Plätzen, Räumen und Fahrzeugen, Fahrtenbuch- und Schadensangaben sowie Angaben zur Führerscheinkontrolle.',
    ],
    [
      '3. Zwecke und Rechtsgrundlagen',
      'Organisation von Arbeitsplätzen und Dienstfahrzeugen (Art. 6 Abs. 1 lit. b DSGVO), gesetzliche Halterpflichten wie die Führerscheinkontrolle (Art. 6 Abs. 1 lit. c DSGVO) und der sichere Betrieb des Systems (Art. 6 Abs. 1 lit. f DSGVO).',
    ],
    [
      '4. Empfänger',
      'Innerhalb der Organisation nur Personen mit der jeweiligen Berechtigung, z. B. Genehmigende und Fuhrparkverwaltung. Der Betreiber verarbeitet Daten als Auftragsverarbeiter.',
    ],
    [
      '5. Speicherdauer',
      'Buchungen werden gelöscht, sobald sie für die genannten Zwecke nicht mehr erforderlich sind und keine gesetzlichen Aufbewahrungsfristen entgegenstehen.',
    ],
    [
      '6. Ihre Rechte',
      'Sie haben das Recht auf Auskunft, Berichtigung, Löschung, Einschränkung der Verarbeitung, Datenübertragbarkeit und Widerspruch sowie auf Beschwerde bei einer Datenschutzaufsichtsbehörde.',
    ],
  ],
};

const ENGLISH: NoticeText = {
  lang: 'en',
  title: 'Privacy notice (sample)',
  intro:
    'This is a sample. Please replace it with the privacy notice of your organisation ' +
    '(Administration › Settings › Privacy).',
  sections: [
    [
      '1. Controller',
      'The controller is the organisation that runs Buchbar for its staff. Your organisation provides contact details and those of its data protection officer.',
    ],
    [
      '2. Data we process',
      'Name, e-mail address, employee number, department, roles, bookings of seats, rooms and vehicles, logbook and damage reports, and driving licence checks.',
    ],
    [
      '3. Purposes and legal bases',
      'Organising work places and company vehicles (Art. 6(1)(b) GDPR), legal duties of the vehicle keeper such as licence checks (Art. 6(1)(c) GDPR) and operating the system securely (Art. 6(1)(f) GDPR).',
    ],
    [
      '4. Recipients',
      'Within the organisation only people with the relevant permission, e.g. approvers and fleet management. The operator processes data on behalf of the organisation.',
    ],
    [
      '5. Retention',
      'Bookings are deleted once they are no longer needed for these purposes and no statutory retention period applies.',
    ],
    [
      '6. Your rights',
      'You have the right of access, rectification, erasure, restriction of processing, data portability and objection, and the right to lodge a complaint with a supervisory authority.',
    ],
  ],
};

/** The sample privacy notice as PDF: German first (the default language), English on page 2. */
export function createPrivacyNoticePdf(): Promise<Buffer> {
  const doc = createPdfDocument({
    size: 'A4',
    margin: 64,
    lang: 'de-DE',
    // A fixed date keeps the file reproducible, so re-seeding never looks like a change.
    info: {
      Title: 'Datenschutzhinweise / Privacy notice',
      Author: 'Buchbar',
      CreationDate: new Date(Date.UTC(2025, 0, 1)),
    },
  });
  const done = pdfBytes(doc);
  writeNotice(doc, GERMAN);
  doc.addPage();
  writeNotice(doc, ENGLISH);
  doc.end();
  return done;
}

function writeNotice(doc: PDFKit.PDFDocument, notice: NoticeText): void {
  // The embedded DejaVu Sans (createPdfDocument): the tenant's own notice replaces this sample anyway.
  doc.font(PDF_FONTS.bold).fontSize(20).fillColor('#1f2933').text(notice.title);
  doc.moveDown(0.5).font(PDF_FONTS.italic).fontSize(10).fillColor('#52606d').text(notice.intro);
  for (const [heading, body] of notice.sections) {
    doc.moveDown(1).font(PDF_FONTS.bold).fontSize(12).fillColor('#1f2933').text(heading);
    doc.moveDown(0.25).font(PDF_FONTS.regular).fontSize(11).text(body, { align: 'left', lineGap: 2 });
  }
}
