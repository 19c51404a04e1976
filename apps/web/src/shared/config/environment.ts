/**
 * The environment is chosen by host (SPEC §9); each maps to an API base, a streaming base and an
 * uploads bucket. Every environment serves the API from the same origin by default, so the
 * table only needs entries where a deployment differs.
 */
type EnvironmentName = 'dev' | 'staging' | 'uat' | 'prod';

export interface Environment {
  name: EnvironmentName;
  apiBase: string;
  streamingBase: string;
  uploadsBucket: string;
}

const SAME_ORIGIN = { apiBase: '/api', streamingBase: '/api', uploadsBucket: 'uploads' };

const ENVIRONMENTS: Record<EnvironmentName, Environment> = {
  dev: { name: 'dev', ...SAME_ORIGIN },
  staging: { name: 'staging', ...SAME_ORIGIN },
  uat: { name: 'uat', ...SAME_ORIGIN },
  prod: { name: 'prod', ...SAME_ORIGIN },
};

/** Host patterns → environment; anything else is `dev`. */
const HOSTS: [RegExp, EnvironmentName][] = [
  [/^staging\./, 'staging'],
  [/^uat\./, 'uat'],
  [/^(www\.|app\.)/, 'prod'],
];

const environmentFor = (host: string): Environment => {
  const hit = HOSTS.find(([re]) => re.test(host));
  return ENVIRONMENTS[hit ? hit[1] : 'dev'];
};

export const ENV: Environment = environmentFor(typeof window === 'undefined' ? '' : window.location.host);
