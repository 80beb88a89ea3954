import { useTranslation } from 'react-i18next';
import { adviseOnFailure } from '../utils/failure-advice';

/**
 * The advice for a failed booking step as text in the page's language, with what it names (the
 * seat already held, issue 22 point 8) filled in.
 */
export function useAdviceText(): (error: unknown) => string {
  const { t } = useTranslation('spacesMap');
  return (error) => {
    const advice = adviseOnFailure(error);
    return t(`advice.${advice.hint}`, { seat: advice.values?.seat ?? '' });
  };
}
