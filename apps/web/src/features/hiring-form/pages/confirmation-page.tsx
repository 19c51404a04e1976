import CheckCircleOutlineOutlined from '@mui/icons-material/CheckCircleOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';

const REFERENCE = /^CR-\d{4}-\d{4}$/;

/** After a submission: the reference number to quote, and what happens next. */
const ConfirmationPage = () => {
  const [params] = useSearchParams();
  const ref = params.get('ref') ?? '';
  const position = params.get('position')?.slice(0, 120) ?? '';
  const heading = useRef<HTMLHeadingElement>(null);
  const valid = REFERENCE.test(ref);
  useEffect(() => {
    document.title = valid ? `Request ${ref} received` : 'Talent-discovery hiring form';
    heading.current?.focus();
  }, [valid, ref]);

  if (!valid)
    return (
      <Box sx={{ maxWidth: 640, mx: 'auto', textAlign: 'center', py: 4 }}>
        <Typography
          variant="h1"
          component="h1"
          ref={heading}
          tabIndex={-1}
          sx={{ fontSize: '1.6rem', mb: 2, outline: 'none' }}
        >
          No request to confirm
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          This page shows the reference number after you send the hiring form.
        </Typography>
        <Button variant="contained" component={RouterLink} to="/talent-discovery-hiring-form">
          Go to the hiring form
        </Button>
      </Box>
    );

  return (
    <Paper variant="outlined" sx={{ maxWidth: 640, mx: 'auto', p: { xs: 3, md: 5 }, textAlign: 'center' }}>
      <CheckCircleOutlineOutlined color="success" sx={{ fontSize: 56, mb: 1 }} aria-hidden />
      <Typography
        variant="h1"
        component="h1"
        ref={heading}
        tabIndex={-1}
        sx={{ fontSize: { xs: '1.6rem', md: '2rem' }, mb: 1, outline: 'none' }}
      >
        Thank you, we received your request
      </Typography>
      {position && (
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {position}
        </Typography>
      )}
      <Typography variant="overline" component="p" color="text.secondary">
        Your reference number
      </Typography>
      <Typography
        component="p"
        data-testid="reference-number"
        sx={{
          fontSize: { xs: '1.9rem', md: '2.4rem' },
          fontWeight: 800,
          letterSpacing: 1,
          mb: 3,
          fontVariantNumeric: 'tabular-nums',
        }}
      >
        {ref}
      </Typography>
      <Typography sx={{ mb: 1 }}>
        We sent a confirmation with a copy of your request to your email address.
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        Our talent-discovery team will review it and contact you shortly. Please quote the reference number
        when you get in touch.
      </Typography>
      <Button variant="outlined" component={RouterLink} to="/talent-discovery-hiring-form">
        Send another request
      </Button>
    </Paper>
  );
};
export default ConfirmationPage;
