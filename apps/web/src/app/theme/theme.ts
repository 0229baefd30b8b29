import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

// Deep ink blue: the colour of a marker pen on paper, Sladd's identity. Light mode uses the dark
// end (shade 8) for contrast on white; dark mode shade 5, light enough to stand out and still
// dark enough for white button text (contrast above 4.5:1).
const ink: MantineColorsTuple = [
  '#eef2fa',
  '#dae2f3',
  '#b2c3e6',
  '#879fd8',
  '#6482cc',
  '#4d6fc5',
  '#3e61b4',
  '#2f4f96',
  '#22407b',
  '#172d5a',
];

// System fonts only: no web-font download, native rendering of æ, ø and å everywhere.
const fontStack =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", "Liberation Sans", Arial, sans-serif';

// Dark greys tinted towards the ink so dark mode looks designed rather than inverted.
// Mantine reads dark[7] for the page, dark[6] for cards and inputs, dark[4] for borders.
const dark: MantineColorsTuple = [
  '#d5dae5',
  '#b3bbcc',
  '#8c96ab',
  '#657086',
  '#3b4459',
  '#2c3446',
  '#1d2331',
  '#151a25',
  '#10141d',
  '#0b0e15',
];

export const theme = createTheme({
  primaryColor: 'ink',
  primaryShade: { light: 8, dark: 5 },
  colors: { ink, dark },
  fontFamily: fontStack,
  headings: { fontFamily: fontStack, fontWeight: '650' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  focusRing: 'auto',
  components: {
    Button: { defaultProps: { radius: 'md' } },
    Card: { defaultProps: { radius: 'lg', withBorder: true, padding: 'lg' } },
    Paper: { defaultProps: { radius: 'lg' } },
    TextInput: { defaultProps: { size: 'md' } },
    PasswordInput: { defaultProps: { size: 'md' } },
    Select: { defaultProps: { size: 'md' } },
    Notification: { defaultProps: { radius: 'md' } },
  },
});

// Mantine's dimmed grey and its error reds (field errors) are under 4.5:1 on the page background;
// these pass WCAG AA.
export const resolveCssVariables: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': '#565f70', '--mantine-color-error': '#c92a2a' },
  dark: { '--mantine-color-error': '#ff6b6b' },
});
