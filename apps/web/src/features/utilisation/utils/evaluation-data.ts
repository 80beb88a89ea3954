/** What the evaluation's chart and tables need of a plan (GET …/evaluation). */
export interface EvaluatedPlan {
  floorPlanId: string;
  floorPlanName: string;
  byHour: { hour: number; occupancy: number | null }[];
}

const PERCENT: Record<'de' | 'en', Intl.NumberFormat> = {
  de: new Intl.NumberFormat('de-DE', { style: 'percent', maximumFractionDigits: 1 }),
  en: new Intl.NumberFormat('en-GB', { style: 'percent', maximumFractionDigits: 1 }),
};

const langOf = (lang: string | undefined): 'de' | 'en' => (lang?.startsWith('en') ? 'en' : 'de');

/** `12,5 %` (de) / `12.5%` (en); a share that cannot be computed is a dash. */
export function formatShare(share: number | null | undefined, lang: string | undefined): string {
  return share === null || share === undefined || !Number.isFinite(share)
    ? '–'
    : PERCENT[langOf(lang)].format(share);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The hour of the day as a range: `10–11 Uhr` (de) / `10:00–11:00` (en). */
export function hourLabel(hour: number, lang: string | undefined): string {
  const next = (hour + 1) % 24;
  return langOf(lang) === 'de' ? `${pad(hour)}–${pad(next)} Uhr` : `${pad(hour)}:00–${pad(next)}:00`;
}

/** One bar group per hour of the day that any plan was open, one value (percent) per plan. */
export function hourChartData(plans: readonly EvaluatedPlan[]): Array<Record<string, number | string>> {
  const hours = [...new Set(plans.flatMap((p) => p.byHour.map((h) => h.hour)))].sort((a, b) => a - b);
  return hours.map((hour) => {
    const row: Record<string, number | string> = { hour: `${pad(hour)}` };
    for (const plan of plans) {
      const share = plan.byHour.find((h) => h.hour === hour)?.occupancy;
      row[plan.floorPlanId] = share === null || share === undefined ? 0 : Math.round(share * 1000) / 10;
    }
    return row;
  });
}
