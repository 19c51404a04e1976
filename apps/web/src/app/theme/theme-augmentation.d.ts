import '@mui/material/styles';

declare module '@mui/material/styles' {
  interface BreakpointOverrides {
    xsm: true;
  }
}
