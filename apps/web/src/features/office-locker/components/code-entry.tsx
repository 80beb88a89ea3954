import {
  LOCKER_CODE_ALPHABET,
  LOCKER_CODE_LENGTH,
  normalizeLockerCode,
} from '@buchbar/domain/fleet/office-locker';
import { Alert, Button, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconBackspace } from '@tabler/icons-react';
import { type FormEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/** Keeps only characters of the code alphabet, upper case, at most the code's length. */
export function cleanCodeInput(input: string): string {
  return [...normalizeLockerCode(input)]
    .filter((c) => LOCKER_CODE_ALPHABET.includes(c))
    .join('')
    .slice(0, LOCKER_CODE_LENGTH);
}

/**
 * The code field with a large on-screen keypad of the code alphabet (no 0/O/1/I/L). Typing
 * works too, and so does a hand scanner that reads the app's QR code as keys plus Enter.
 */
export function CodeEntry(props: {
  code: string;
  onChange: (code: string) => void;
  onSubmit: () => void;
  busy: boolean;
  error: string | null;
}) {
  const { t } = useTranslation('officeLocker');
  const input = useRef<HTMLInputElement>(null);
  const press = (c: string) => {
    props.onChange(cleanCodeInput(props.code + c));
    input.current?.focus();
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (props.code.length === LOCKER_CODE_LENGTH) props.onSubmit();
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <TextInput
          ref={input}
          data-autofocus
          autoFocus
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          label={t('code.label')}
          description={t('code.hint')}
          value={props.code}
          onChange={(e) => props.onChange(cleanCodeInput(e.currentTarget.value))}
          size="xl"
          styles={{
            input: { fontSize: '2.5rem', letterSpacing: '0.5em', textAlign: 'center', height: '4.5rem' },
          }}
          error={props.error ? ' ' : undefined}
        />
        {props.error && (
          <Alert color="red" variant="light" role="alert" fz="lg">
            {props.error}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 6, sm: 8 }} spacing="xs" role="group" aria-label={t('code.keypad')}>
          {[...LOCKER_CODE_ALPHABET].map((c) => (
            <Button
              key={c}
              size="xl"
              variant="default"
              px={0}
              fz="1.6rem"
              onClick={() => press(c)}
              type="button"
            >
              {c}
            </Button>
          ))}
          <Button
            size="xl"
            variant="light"
            color="gray"
            px={0}
            type="button"
            aria-label={t('code.delete')}
            onClick={() => props.onChange(props.code.slice(0, -1))}
          >
            <IconBackspace aria-hidden="true" />
          </Button>
        </SimpleGrid>
        <Button
          type="submit"
          size="xl"
          loading={props.busy}
          disabled={props.code.length !== LOCKER_CODE_LENGTH}
          fz="1.5rem"
        >
          {t('code.submit')}
        </Button>
      </Stack>
    </form>
  );
}
