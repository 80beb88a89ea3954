import { Anchor, Button, CloseButton, FileButton, Group, Input, Progress, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { UploadItem } from './trip-form-model';

interface TripUploadsProps {
  label: string;
  description?: string;
  buttonLabel: string;
  /** `image/*` with the phone's rear camera for damage photos; png/jpg/pdf for receipts. */
  accept: string;
  capture?: boolean;
  items: readonly UploadItem[];
  error?: string;
  disabled?: boolean;
  onAdd: (files: File[]) => void;
  onRemove: (key: string) => void;
}

/**
 * A list of files with its add button: each file shows its upload progress, then a link to the
 * stored file, or the server's refusal (wrong type, too large) in red. The button opens the
 * phone's camera directly where `capture` is set.
 */
export function TripUploads(props: TripUploadsProps) {
  const { label, description, buttonLabel, accept, capture, items, error, disabled, onAdd, onRemove } = props;
  const { t } = useTranslation('fleetTrip');
  const labelId = useId();
  const errorId = useId();
  return (
    <Stack gap={4} role="group" aria-labelledby={labelId} aria-describedby={error ? errorId : undefined}>
      <Input.Label id={labelId} component="span">
        {label}
      </Input.Label>
      {description && <Input.Description>{description}</Input.Description>}
      {items.length > 0 && (
        <Stack component="ul" gap={6} p={0} m={0} style={{ listStyle: 'none' }}>
          {items.map((item) => (
            <li key={item.key}>
              <Group gap="xs" wrap="nowrap" justify="space-between">
                <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
                  {item.status === 'done' && item.url ? (
                    <Anchor href={item.url} target="_blank" rel="noopener" size="sm" truncate="end">
                      {item.label}
                    </Anchor>
                  ) : (
                    <Text size="sm" truncate="end">
                      {item.label}
                    </Text>
                  )}
                  {item.status === 'uploading' && (
                    <Progress
                      value={item.progress}
                      size="sm"
                      aria-label={t('upload.progress', { name: item.label, percent: item.progress })}
                    />
                  )}
                  {item.status === 'error' && (
                    <Text size="xs" c="red.8" role="alert">
                      {item.error}
                    </Text>
                  )}
                </Stack>
                <CloseButton
                  size="md"
                  disabled={disabled}
                  aria-label={t('upload.remove', { name: item.label })}
                  onClick={() => onRemove(item.key)}
                />
              </Group>
            </li>
          ))}
        </Stack>
      )}
      <Group>
        <FileButton
          onChange={(files: File[]) => onAdd(files)}
          accept={accept}
          capture={capture ? 'environment' : undefined}
          multiple
          disabled={disabled}
        >
          {(buttonProps) => (
            <Button {...buttonProps} variant="default" size="sm" disabled={disabled}>
              {buttonLabel}
            </Button>
          )}
        </FileButton>
      </Group>
      {error && (
        <Text id={errorId} size="xs" c="red.8">
          {error}
        </Text>
      )}
    </Stack>
  );
}
