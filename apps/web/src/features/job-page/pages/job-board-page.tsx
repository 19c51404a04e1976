import { COUNTRIES, type TCountry, type TJobBoardItem, WORK_MODES } from '@ats/contract';
import Place from '@mui/icons-material/Place';
import Search from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import InputAdornment from '@mui/material/InputAdornment';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LanguageSwitcher, Translated, useIntlFormat } from '../../../shared/i18n';
import { useUpdateSearchParams } from '../../../shared/routing/use-update-search-params';
import { LightTextField } from '../../../shared/ui/light-text-field/light-text-field';
import { useJobBoard } from '../api';

const JobCard = ({ job }: { job: TJobBoardItem }) => {
  const { t } = useTranslation();
  const fmt = useIntlFormat();
  const place = [job.location, t(`countries.${job.country}`)].filter(Boolean).join(', ');
  const href = `/interviews/requisition/${job.id}`;
  return (
    <Card variant="outlined" component="li" sx={{ listStyle: 'none' }}>
      {/* A whole page load: the job page is served complete by the server (no page script to fetch). */}
      <CardActionArea component="a" href={href} sx={{ p: { xs: 2, md: 2.5 } }}>
        <Typography variant="overline" component="p" color="text.secondary" sx={{ lineHeight: 1.5 }}>
          {job.clientName}
        </Typography>
        <Typography variant="h2" sx={{ fontSize: '1.2rem', fontWeight: 700, mb: 1 }}>
          {job.title}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, color: 'text.secondary', mb: 1 }}>
          <Place fontSize="small" aria-hidden />
          <Typography variant="body2">
            {job.workEnvironment === 'remote' ? t('job.remote', { place }) : place}
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 1 }}>
          <Chip size="small" label={t(`employment.${job.type}`)} />
          <Chip size="small" label={t(`workMode.${job.workEnvironment}`)} />
          {job.payText && <Chip size="small" variant="outlined" label={job.payText} />}
        </Box>
        {job.summary && (
          <Typography variant="body2" color="text.secondary">
            {job.summary}
          </Typography>
        )}
        {job.publishedAt && (
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
            {t('board.posted', { date: fmt.date(job.publishedAt) })}
          </Typography>
        )}
      </CardActionArea>
    </Card>
  );
};

const BoardContent = () => {
  const { t } = useTranslation();
  const fmt = useIntlFormat();
  const [params] = useSearchParams();
  const update = useUpdateSearchParams();
  const search = params.get('search') ?? '';
  const country = params.get('country') ?? '';
  const workMode = params.get('workMode') ?? '';
  const [text, setText] = useState(search);
  useEffect(() => {
    const id = setTimeout(() => {
      if (text.trim() !== search) update({ search: text.trim() || undefined });
    }, 300);
    return () => clearTimeout(id);
  }, [text, search, update]);
  const {
    data: board,
    isFetching,
    isError,
  } = useJobBoard({
    ...(search ? { search } : {}),
    ...(country ? { country: country as TCountry } : {}),
    ...(workMode ? { workMode: workMode as 'remote' | 'onsite' } : {}),
  });
  const data = board?.items;
  useEffect(() => {
    document.title = t('board.title');
  }, [t]);
  return (
    <Box sx={{ maxWidth: 960, mx: 'auto' }}>
      <Box
        sx={{
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'flex-start',
          gap: 2,
          flexWrap: 'wrap',
          mb: 2,
        }}
      >
        <Box>
          <Typography variant="h1" sx={{ fontSize: { xs: '1.7rem', md: '2.2rem' } }}>
            {t('board.title')}
          </Typography>
          <Typography color="text.secondary">{t('board.intro')}</Typography>
        </Box>
        <LanguageSwitcher />
      </Box>
      <Box
        component="div"
        role="search"
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr 1fr' }, gap: 2, mb: 2 }}
      >
        <LightTextField
          label={t('board.search')}
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value.slice(0, 100))}
          startAdornment={
            <InputAdornment position="start">
              <Search aria-hidden />
            </InputAdornment>
          }
        />
        <LightTextField
          label={t('board.country')}
          value={country}
          onChange={(e) => update({ country: e.target.value || undefined })}
          shrink
          options={
            <>
              <option value="">{t('board.any')}</option>
              {(Object.keys(COUNTRIES) as TCountry[]).map((c) => (
                <option key={c} value={c}>
                  {t(`countries.${c}`)}
                </option>
              ))}
            </>
          }
        />
        <LightTextField
          label={t('board.workMode')}
          value={workMode}
          onChange={(e) => update({ workMode: e.target.value || undefined })}
          shrink
          options={
            <>
              <option value="">{t('board.any')}</option>
              {Object.keys(WORK_MODES).map((m) => (
                <option key={m} value={m}>
                  {t(`workMode.${m}`)}
                </option>
              ))}
            </>
          }
        />
      </Box>
      <Typography role="status" aria-live="polite" sx={{ mb: 2, fontWeight: 600 }}>
        {data ? t('board.count', { count: data.length, n: fmt.number(data.length) }) : ''}
      </Typography>
      {isError && <Typography color="error">{t('errors.network')}</Typography>}
      {!data && isFetching && (
        <Box sx={{ display: 'grid', gap: 2 }} aria-busy="true">
          <Skeleton variant="rounded" height={120} />
          <Skeleton variant="rounded" height={120} />
        </Box>
      )}
      {data && data.length === 0 && <Typography color="text.secondary">{t('board.empty')}</Typography>}
      {data && data.length > 0 && (
        <Box
          component="ul"
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
            gap: 2,
            p: 0,
            m: 0,
          }}
          aria-busy={isFetching}
        >
          {data.map((job) => (
            <JobCard key={job.id} job={job} />
          ))}
        </Box>
      )}
    </Box>
  );
};

/** /jobs — the public job board: search, country and work mode (kept in the URL). */
const JobBoardPage = () => (
  <Translated>
    <BoardContent />
  </Translated>
);
export default JobBoardPage;
