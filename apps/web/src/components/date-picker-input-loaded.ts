// The date picker's code (Mantine dates: calendar, levels, popover/modal), loaded on first use by
// lazy-date-picker-input.tsx.
export { DatePickerInput } from '@mantine/dates';
