import type { ResumeLine } from './layout';
import type { SectionKind } from './sections';

/** A resume line with its number in reading order (field sources point at it). */
export interface Numbered extends ResumeLine {
  n: number;
}

/** What each part of the parser reads and writes: the lines by section, the field sources, warnings. */
export interface LineParse {
  lines: Numbered[];
  linesOf(kind: SectionKind | 'header'): Numbered[];
  source(path: string, line: Numbered, confidence: number, text?: string): void;
  warnings: string[];
}

const BULLET_RE = /^\s*(?:[•·▪◦‣●○■□➢➤►▶✓✔*]|-(?=\s)|–(?=\s)|\d{1,2}[.)](?=\s))\s*/;
export const isBullet = (s: string) => BULLET_RE.test(s);
export const unbullet = (s: string) => s.replace(BULLET_RE, '').trim();

export const POSITION_WORDS =
  /\b(agent|representative|rep|manager|engineer|developer|specialist|analyst|associate|lead|leader|supervisor|assistant|officer|consultant|coordinator|designer|intern|internship|advisor|adviser|executive|administrator|admin|technician|teacher|tutor|nurse|accountant|clerk|director|head|trainer|writer|editor|cashier|operator|programmer|architect|scientist|tester|receptionist|secretary|bookkeeper|auditor|recruiter|sales|support|csr|tsr|va|virtual assistant|team member|staff|crew|encoder|processor|moderator|dispatcher|marketer|owner|founder|freelancer?)\b/i;
export const COMPANY_WORDS =
  /\b(inc|llc|ltd|limited|corp|corporation|company|co|group|solutions|services|technologies|technology|tech|bank|pvt|plc|gmbh|s\.?a|s\.?r\.?l|\(pty\)|pty|bpo|holdings|partners|systems|global|international|industries|enterprises|consulting|labs|studio|studios|agency|foundation|hospital|clinic|store|stores|restaurant|hotel|resort|airlines|telecom|communications|outsourcing|software|media|retail|logistics|financial|insurance|university|college|school|institute|academy)\b|\b(concentrix|teleperformance|accenture|infosys|wipro|amazon|google|microsoft|ibm|deloitte|genpact|sitel|alorica|ttec|convergys|sutherland|startek|majorel|webhelp|transcom|tcs|hcl|cognizant|capgemini|jollibee|walmart|target|starbucks|mcdonald'?s)\b/i;
export const SCHOOL_WORDS =
  /\b(university|college|institute|school|academy|polytechnic|universidad|colegio|instituto|tecnol[oó]gico|polit[eé]cnico|escuela|iit|nit|technikon|tvet|campus|conservatory)\b/i;
export const DEGREE_RE =
  /^(bachelor(?:'s)?(?: of [a-z]+(?: (?:and|&) [a-z]+)?)?|master(?:'s)?(?: of [a-z]+(?: (?:and|&) [a-z]+)?)?|doctor(?: of [a-z]+)?|associate(?:'s)?(?: of [a-z]+)?(?: degree)?|diploma|advanced diploma|national diploma|higher national diploma|postgraduate diploma|certificate|high school diploma|senior high school|high school|secondary school|matric(?:ulation)?|national senior certificate|ged|ph\.?d\.?|mba|m\.?b\.?a\.?|b\.?\s?tech|m\.?\s?tech|b\.?\s?com|m\.?\s?com|b\.?\s?sc|m\.?\s?sc|b\.?\s?a|m\.?\s?a|b\.?\s?e|m\.?\s?e|b\.?\s?s|m\.?\s?s|bs[a-z]{0,3}|ab|bba|bca|mca|licenciatura|bachillerato|t[eé]cnico|maestr[ií]a|ingenier[ií]a|doctorado|diplomado|especializaci[oó]n|t[eé]cnico superior)\b\.?/i;
export const SEP_RE = /\s+(?:\||—|–|-|·|•|@|at)\s+|\s*\|\s*/i;

export const clean = (s: string) =>
  s
    .replace(/\s+/g, ' ')
    .replace(/^[\s,;:|·•–—-]+|[\s,;:|·•–—-]+$/g, '')
    .replace(/\(\s*\)/g, '')
    .trim();
