import {
  APPLICATION_COOKIE_PREFIX,
  PUBLIC_RECORDING_DEVICE_COOKIE,
  SIGN_IN_DEVICE_COOKIE,
} from '@ats/contract';

/**
 * What a public route recognises its caller by. Each route states it (`access.credentials`, any
 * one of them; none stated means the route needs nothing) and the OpenAPI document says the same.
 */
export type PublicCredential =
  /** Needs nothing: the job board's data, starting an application, signing in. */
  | 'none'
  /** The `ats_app_<applicant id>` cookie of the application this browser started or continued. */
  | 'application-cookie'
  /** The anonymous device cookie of public recordings (a person's own recordings on this browser). */
  | 'recording-device-cookie'
  /** The sign-in device cookie (a browser that signed in before is not throttled with strangers). */
  | 'sign-in-device-cookie'
  /** A staff session or API token (e.g. staff previewing or playing back what candidates see). */
  | 'staff-bearer'
  /** The token in the path is the capability an email or a share link carried. */
  | 'link-token'
  /** The URL's own signature and expiry are the credential (storage URLs the API handed out). */
  | 'signed-url';

const APPLICATION_COOKIE_NAME = `${APPLICATION_COOKIE_PREFIX}{applicantId}`;

/** The cookie and bearer schemes of the OpenAPI document (`components.securitySchemes`). */
export const SECURITY_SCHEMES = {
  bearer: {
    type: 'http',
    scheme: 'bearer',
    description:
      'A signed-in session token (POST /api/auth/login), or an API token made under Settings › API Tokens (`atsk_…`).',
  },
  applicationCookie: {
    type: 'apiKey',
    in: 'cookie',
    name: APPLICATION_COOKIE_NAME,
    description:
      `The application's own cookie, set (HttpOnly, path /api) by the step that starts an application and by ` +
      '`POST /api/applications/continue`. Its name is `' +
      APPLICATION_COOKIE_PREFIX +
      '` followed by the applicant id without dashes, so one browser can hold several applications.',
  },
  recordingDeviceCookie: {
    type: 'apiKey',
    in: 'cookie',
    name: PUBLIC_RECORDING_DEVICE_COOKIE,
    description:
      'The anonymous device cookie of public recordings, set by `POST /api/public-recordings/create`: a person sees and removes only the recordings made on their own browser.',
  },
  signInDeviceCookie: {
    type: 'apiKey',
    in: 'cookie',
    name: SIGN_IN_DEVICE_COOKIE,
    description:
      'Set after a right password (it names no account). Optional: a browser that has signed in before keeps its own sign-in attempt budget when an address is throttled.',
  },
} as const;

const SCHEME_OF: Partial<Record<PublicCredential, keyof typeof SECURITY_SCHEMES>> = {
  'application-cookie': 'applicationCookie',
  'recording-device-cookie': 'recordingDeviceCookie',
  'sign-in-device-cookie': 'signInDeviceCookie',
  'staff-bearer': 'bearer',
};

const NOTE_OF: Partial<Record<PublicCredential, string>> = {
  'link-token':
    "Credential: the token the call carries (in its path, or its body), a capability the API handed out (a candidate's emailed link, a share link, or the upload token of a recording); no cookie or bearer is needed.",
  'signed-url': "Credential: the URL's own signature and expiry, as handed out by the API.",
};

/**
 * The OpenAPI `security` of a public route (alternatives; `{}` where nothing is needed) and a
 * sentence for credentials OpenAPI has no scheme for (a token in the path, a signed URL).
 */
export const openApiSecurityOf = (credentials: readonly PublicCredential[], description?: string) => {
  const security = credentials.map((c) => {
    const scheme = SCHEME_OF[c];
    return scheme ? { [scheme]: [] as string[] } : {};
  });
  const unique = security.filter(
    (s, i) => security.findIndex((o) => JSON.stringify(o) === JSON.stringify(s)) === i,
  );
  const notes = credentials.map((c) => NOTE_OF[c]).filter((n): n is string => Boolean(n));
  return {
    security: unique.every((s) => Object.keys(s).length === 0) ? [] : unique,
    ...(notes.length ? { description: [description, ...notes].filter(Boolean).join('\n\n') } : {}),
  };
};
