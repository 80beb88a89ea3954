// dayjs' German and British English month and weekday names for Mantine's date components
// (DatesProvider picks one per language). mantine-css-plugin.ts imports this module from every
// @mantine/dates component, so dayjs loads with the first date picker, not with the first screen.
import 'dayjs/locale/de';
import 'dayjs/locale/en-gb';
