/**
 * The rate limit of an upload's many requests (tus PATCHes, recorder chunks): 600 a minute per
 * caller, counted in the upload's own bucket rather than the public one a long answer would empty.
 */
export const uploadRateLimit = (bucket: string) => ({
  max: 600,
  timeWindow: '1 minute',
  keyGenerator: (req: { ip: string }) => `${bucket}:${req.ip}`,
});
