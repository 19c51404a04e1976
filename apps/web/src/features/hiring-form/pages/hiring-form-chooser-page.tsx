import { CLASS_REQUEST_TYPES, type TClassRequestType } from '@ats/contract';
import ArrowForward from '@mui/icons-material/ArrowForward';
import BusinessCenterOutlined from '@mui/icons-material/BusinessCenterOutlined';
import HeadsetMicOutlined from '@mui/icons-material/HeadsetMicOutlined';
import Box from '@mui/material/Box';
import CardActionArea from '@mui/material/CardActionArea';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type ReactNode, useEffect } from 'react';
import { Link as RouterLink } from 'react-router';

const CHOICES: { type: TClassRequestType; title: string; icon: ReactNode; examples: string }[] = [
  {
    type: 'agent',
    title: 'Call-center agents',
    icon: <HeadsetMicOutlined fontSize="large" />,
    examples: 'Voice, chat or email seats: customer service, technical support, sales.',
  },
  {
    type: 'non-agent',
    title: 'Corporate or support roles',
    icon: <BusinessCenterOutlined fontSize="large" />,
    examples: 'Finance, HR, IT, quality, team leads and other office roles.',
  },
];

/** /talent-discovery-hiring-form: the requester picks the kind of role. */
const HiringFormChooserPage = () => {
  useEffect(() => {
    document.title = 'Talent-discovery hiring form';
  }, []);
  return (
    <Box sx={{ maxWidth: 880, mx: 'auto' }}>
      <Typography variant="h1" component="h1" sx={{ fontSize: { xs: '1.6rem', md: '2rem' }, mb: 1 }}>
        Tell us who you need to hire
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Send us a hiring request and our talent-discovery team will get back to you. First, what kind of role
        is it?
      </Typography>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
        }}
      >
        {CHOICES.map((c) => (
          <Paper component="li" variant="outlined" key={c.type} sx={{ overflow: 'hidden' }}>
            <CardActionArea
              component={RouterLink}
              to={`/talent-discovery-hiring-form/${c.type}`}
              sx={{ p: 3, height: '100%' }}
            >
              <Box sx={{ color: 'primary.main', mb: 1 }} aria-hidden>
                {c.icon}
              </Box>
              <Typography variant="h2" component="h2" sx={{ fontSize: '1.25rem', mb: 0.5 }}>
                {c.title}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                {CLASS_REQUEST_TYPES[c.type].label} request. {c.examples}
              </Typography>
              <Typography
                component="span"
                color="primary"
                sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: 600 }}
              >
                Start <ArrowForward fontSize="small" aria-hidden />
              </Typography>
            </CardActionArea>
          </Paper>
        ))}
      </Box>
    </Box>
  );
};
export default HiringFormChooserPage;
