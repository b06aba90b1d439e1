// ---------------------------------------------------------------------------------------------
// Files (spec point 5)
// ---------------------------------------------------------------------------------------------

/** Extensions an image file may have (the general image rule). */
export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'bmp', 'svg', 'webp'] as const;
/** Media types an image file may have (the general image rule). */
export const IMAGE_MEDIA_TYPES = [
  'image/gif',
  'image/jpeg',
  'image/bmp',
  'image/svg+xml',
  'image/png',
  'image/webp',
] as const;
/** Extensions an image upload accepts: narrower than IMAGE_EXTENSIONS (no bmp, no svg). */
export const IMAGE_UPLOAD_EXTENSIONS = ['jpeg', 'jpg', 'png', 'gif', 'webp'] as const;
/** Extensions a document upload accepts. */
export const DOCUMENT_UPLOAD_EXTENSIONS = [
  'pdf',
  'ppt',
  'pptx',
  'doc',
  'docx',
  'hwp',
  'hwpx',
  'xls',
  'xlsx',
  'zip',
] as const;
/** 10 MB, the upload limit of spec points 5 and 9. */
export const MAX_UPLOAD_BYTES = 10485760;

export type ImageExtension = (typeof IMAGE_EXTENSIONS)[number];
export type DocumentUploadExtension = (typeof DOCUMENT_UPLOAD_EXTENSIONS)[number];
export type KnownExtension = ImageExtension | DocumentUploadExtension;

/** Extension -> the media type a file with it is served as (spec point 9's file-type table). */
export const FILE_TYPE_TABLE = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  bmp: 'image/bmp',
  svg: 'image/svg+xml',
  webp: 'image/webp',
  pdf: 'application/pdf',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  hwp: 'application/x-hwp',
  hwpx: 'application/hwp+zip',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  zip: 'application/zip',
} as const satisfies Record<KnownExtension, string>;

/**
 * Other media types browsers and operating systems really send for these files (Windows sends
 * application/x-zip-compressed for zip; Hancom's own types for hwp/hwpx).
 */
export const FILE_MEDIA_TYPE_ALIASES: Partial<Record<KnownExtension, readonly string[]>> = {
  jpg: ['image/pjpeg'],
  jpeg: ['image/pjpeg'],
  bmp: ['image/x-ms-bmp'],
  hwp: ['application/haansofthwp', 'application/vnd.hancom.hwp'],
  hwpx: ['application/haansofthwpx', 'application/vnd.hancom.hwpx'],
  zip: ['application/x-zip-compressed', 'application/x-zip'],
};

/**
 * Media types that mean "the browser did not know". Browsers commonly send these (or nothing)
 * for hwp/hwpx and sometimes office files, so a document upload with one is not refused for it;
 * the server still checks the bytes with isContentOfExtension. Image uploads must declare a type.
 */
export const UNDECLARED_MEDIA_TYPES: readonly string[] = ['', 'application/octet-stream'];

export type UploadKind = 'image' | 'document';

export type UploadRejection =
  | 'NO_EXTENSION'
  | 'EXTENSION_NOT_ALLOWED'
  | 'MEDIA_TYPE_MISMATCH'
  | 'EMPTY_FILE'
  | 'INVALID_SIZE'
  | 'TOO_LARGE';

export type UploadCheck =
  | { ok: true; extension: KnownExtension; mediaType: string }
  | { ok: false; reason: UploadRejection };

export type UploadCandidate = { fileName: string; mediaType: string; size: number; kind: UploadKind };

/** The lowercase extension after the last dot, or null when there is none (or nothing before it). */
export function fileExtensionOf(fileName: string): string | null {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  if (dot <= 0 || dot === base.length - 1) return null;
  return base.slice(dot + 1).toLowerCase();
}

function mediaTypeFits(extension: KnownExtension, mediaType: string): boolean {
  const declared = mediaType.split(';')[0]!.trim().toLowerCase();
  if (declared === FILE_TYPE_TABLE[extension]) return true;
  return FILE_MEDIA_TYPE_ALIASES[extension]?.includes(declared) ?? false;
}

/**
 * Checks an upload's name, declared media type and size against the spec's rules, before any
 * byte is stored. A reason code, not a message, comes back so server and web word it themselves.
 * The declared type is the client's claim; the server must also call isContentOfExtension.
 */
export function checkUpload(candidate: UploadCandidate): UploadCheck {
  const { fileName, mediaType, size, kind } = candidate;
  if (!Number.isFinite(size) || size < 0 || !Number.isInteger(size))
    return { ok: false, reason: 'INVALID_SIZE' };
  if (size === 0) return { ok: false, reason: 'EMPTY_FILE' };
  if (size > MAX_UPLOAD_BYTES) return { ok: false, reason: 'TOO_LARGE' };
  const extension = fileExtensionOf(fileName);
  if (extension === null) return { ok: false, reason: 'NO_EXTENSION' };
  const allowed: readonly string[] = kind === 'image' ? IMAGE_UPLOAD_EXTENSIONS : DOCUMENT_UPLOAD_EXTENSIONS;
  if (!allowed.includes(extension)) return { ok: false, reason: 'EXTENSION_NOT_ALLOWED' };
  const known = extension as KnownExtension;
  const undeclared = kind === 'document' && UNDECLARED_MEDIA_TYPES.includes(mediaType.trim().toLowerCase());
  if (!undeclared && !mediaTypeFits(known, mediaType)) return { ok: false, reason: 'MEDIA_TYPE_MISMATCH' };
  return { ok: true, extension: known, mediaType: FILE_TYPE_TABLE[known] };
}

/**
 * What a file's first bytes say it is. Office 97-2003 files and HWP 5 share one container
 * (OLE compound file), and docx/xlsx/pptx/hwpx are zip archives, so those come back as the
 * container; isContentOfExtension knows which extensions each container may carry.
 */
export type DetectedFileType =
  | 'jpeg'
  | 'png'
  | 'gif'
  | 'bmp'
  | 'webp'
  | 'svg'
  | 'pdf'
  | 'ole'
  | 'hwp3'
  | 'zip';

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);
const ascii = (text: string) => Array.from(text, (char) => char.charCodeAt(0));

/** Magic numbers by type. SVG is text and has none; it is recognised separately. */
export const FILE_SIGNATURES: readonly {
  type: DetectedFileType;
  bytes: readonly number[];
  offset?: number;
}[] = [
  { type: 'jpeg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'gif', bytes: ascii('GIF87a') },
  { type: 'gif', bytes: ascii('GIF89a') },
  { type: 'bmp', bytes: ascii('BM') },
  { type: 'pdf', bytes: ascii('%PDF-') },
  { type: 'ole', bytes: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1] },
  { type: 'hwp3', bytes: ascii('HWP Document File') },
  { type: 'zip', bytes: [0x50, 0x4b, 0x03, 0x04] },
  // An empty zip archive has only its end-of-central-directory record.
  { type: 'zip', bytes: [0x50, 0x4b, 0x05, 0x06] },
];

/**
 * Recognises SVG text: after an optional byte-order mark, whitespace, XML declaration, comments
 * and doctype, the first element must be <svg. Only the first 4 KB are read.
 */
function looksLikeSvg(bytes: Uint8Array): boolean {
  const head = new TextDecoder('utf-8', { fatal: false }).decode(bytes.subarray(0, 4096));
  const rest = head
    .replace(/^\uFEFF/, '')
    .replace(/^\s*<\?xml[^>]*\?>/, '')
    .replace(/^(?:\s*<!--[\s\S]*?-->)*/, '')
    .replace(/^\s*<!DOCTYPE[^>[]*(?:\[[\s\S]*?\])?\s*>/i, '')
    .replace(/^(?:\s*<!--[\s\S]*?-->)*/, '');
  return /^\s*<svg[\s>]/i.test(rest);
}

export function detectFileTypeFromBytes(bytes: Uint8Array): DetectedFileType | null {
  // WebP: "RIFF", four size bytes, then "WEBP".
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  for (const signature of FILE_SIGNATURES) {
    if (startsWith(bytes, signature.bytes, signature.offset)) return signature.type;
  }
  return looksLikeSvg(bytes) ? 'svg' : null;
}

/** Which detected types each extension's content may be. */
export const CONTENT_TYPES_BY_EXTENSION = {
  jpg: ['jpeg'],
  jpeg: ['jpeg'],
  png: ['png'],
  gif: ['gif'],
  bmp: ['bmp'],
  svg: ['svg'],
  webp: ['webp'],
  pdf: ['pdf'],
  ppt: ['ole'],
  doc: ['ole'],
  xls: ['ole'],
  hwp: ['ole', 'hwp3'],
  pptx: ['zip'],
  docx: ['zip'],
  xlsx: ['zip'],
  hwpx: ['zip'],
  zip: ['zip'],
} as const satisfies Record<KnownExtension, readonly DetectedFileType[]>;

/** Whether the bytes are really what the extension claims (the server's final upload check). */
export function isContentOfExtension(extension: KnownExtension, bytes: Uint8Array): boolean {
  const detected = detectFileTypeFromBytes(bytes);
  return detected !== null && (CONTENT_TYPES_BY_EXTENSION[extension] as readonly string[]).includes(detected);
}

// ---------------------------------------------------------------------------------------------
// E-mail
// ---------------------------------------------------------------------------------------------

/**
 * Spec point 5: letters or digits with optional single separators (. _ -) between them, an @,
 * a domain (labels of letters, digits and inner hyphens, separated by dots) and a top-level
 * part of 2 to 8 letters. ASCII only, case-insensitive.
 */
export const EMAIL_PATTERN =
  /^[A-Za-z0-9]+(?:[._-][A-Za-z0-9]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,8}$/;

/** The longest address mail systems deliver to (RFC 5321 path limit); also bounds the regex's work. */
export const EMAIL_MAX_LENGTH = 254;

export function isValidEmail(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);
}

/**
 * The six mail domains suggested while typing. The spec says "six common consumer mail domains"
 * without naming them; ours mix the largest global ones with the largest in Korea, whose regions
 * the product uses.
 */
export const SUGGESTED_EMAIL_DOMAINS = [
  'gmail.com',
  'naver.com',
  'daum.net',
  'kakao.com',
  'hotmail.com',
  'outlook.com',
] as const;

/**
 * Full addresses to offer while an address is typed. Before an '@' every suggested domain is
 * offered after the typed name; after it, only domains starting with what follows the '@'.
 * Nothing is offered for an empty or invalid name, or once the domain is typed in full.
 */
export function suggestEmailCompletions(partial: string): string[] {
  const at = partial.indexOf('@');
  const local = at === -1 ? partial : partial.slice(0, at);
  const typedDomain = at === -1 ? '' : partial.slice(at + 1).toLowerCase();
  if (!/^[A-Za-z0-9]+(?:[._-][A-Za-z0-9]+)*$/.test(local) || typedDomain.includes('@')) return [];
  if ((SUGGESTED_EMAIL_DOMAINS as readonly string[]).includes(typedDomain)) return [];
  return SUGGESTED_EMAIL_DOMAINS.filter((domain) => domain.startsWith(typedDomain)).map(
    (domain) => `${local}@${domain}`,
  );
}

// ---------------------------------------------------------------------------------------------
// Video links
// ---------------------------------------------------------------------------------------------

/** Video ids of the video site (YouTube) are 11 characters of this alphabet. */
export const VIDEO_ID_PATTERN = /^[A-Za-z0-9_-]{11}$/;
const VIDEO_SITE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com']);
const VIDEO_SHORT_HOST = 'youtu.be';
const VIDEO_PATH_FORMS = /^\/(?:embed|shorts|live)\/([A-Za-z0-9_-]{11})\/?$/;

function parseHttpUrl(value: string): URL | null {
  if (value !== value.trim() || /\s/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  // Credentials in a link only serve to disguise where it leads.
  if (url.username !== '' || url.password !== '') return null;
  return url;
}

/**
 * The video id of a link in one of the spec's forms: watch (youtube.com/watch?v=ID), embed
 * (/embed/ID), shorts (/shorts/ID), live (/live/ID) or short link (youtu.be/ID); http or https,
 * optionally www. or m.; any further query (t=, si=, feature=) is allowed. Null for anything else.
 */
export function videoIdFromLink(link: string): string | null {
  const url = parseHttpUrl(link);
  if (url === null || url.port !== '') return null;
  const host = url.hostname.toLowerCase();
  if (host === VIDEO_SHORT_HOST) {
    const id = url.pathname.replace(/^\//, '').replace(/\/$/, '');
    return VIDEO_ID_PATTERN.test(id) ? id : null;
  }
  if (!VIDEO_SITE_HOSTS.has(host)) return null;
  if (url.pathname === '/watch' || url.pathname === '/watch/') {
    const id = url.searchParams.get('v');
    return id !== null && VIDEO_ID_PATTERN.test(id) ? id : null;
  }
  return VIDEO_PATH_FORMS.exec(url.pathname)?.[1] ?? null;
}

export function isValidVideoLink(link: string): boolean {
  return videoIdFromLink(link) !== null;
}

/** Where embedded players come from (the content security policy allows frames from it). */
export const VIDEO_EMBED_ORIGIN = 'https://www.youtube-nocookie.com';

/** The privacy-enhanced embed address of a video id, for players on our pages. */
export function videoEmbedUrl(videoId: string): string {
  if (!VIDEO_ID_PATTERN.test(videoId)) throw new Error(`not a video id: ${videoId}`);
  return `${VIDEO_EMBED_ORIGIN}/embed/${videoId}`;
}

// ---------------------------------------------------------------------------------------------
// Web addresses
// ---------------------------------------------------------------------------------------------

/**
 * The general web address pattern: http or https, a host name with a letter top-level domain
 * (or its xn-- ASCII form, or an IPv4 address), an optional port, and an optional path, query and fragment without spaces.
 */
export const WEB_ADDRESS_PATTERN =
  /^https?:\/\/(?:(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})|(?:\d{1,3}\.){3}\d{1,3})(?::\d{1,5})?(?:[/?#]\S*)?$/;

/**
 * Whether a value is a public http(s) web address. The pattern is checked on the parsed
 * address so international domain names (converted to their ASCII form) pass, and the parser
 * rejects what the pattern alone would let through (a bad IPv4 like 999.1.1.1).
 */
export function isValidWebAddress(value: string): boolean {
  const url = parseHttpUrl(value);
  if (url === null) return false;
  const rebuilt = `${url.protocol}//${url.host}${url.pathname}${url.search}${url.hash}`;
  return WEB_ADDRESS_PATTERN.test(rebuilt);
}

// ---------------------------------------------------------------------------------------------
// Special characters
// ---------------------------------------------------------------------------------------------

/**
 * What stripSpecialCharacters keeps: letters of any script (with their combining marks), digits,
 * spaces, and the safe set hyphen, underscore and period, which names and search words often
 * contain (e.g. "Node.js", "front-end", "user_1"). Everything else (punctuation, symbols, emoji,
 * control characters) is special.
 */
export const SPECIAL_CHARACTER_PATTERN = /[^\p{L}\p{M}\p{N} ._-]/u;
const SPECIAL_CHARACTERS_GLOBAL = new RegExp(SPECIAL_CHARACTER_PATTERN.source, 'gu');

export function hasSpecialCharacters(text: string): boolean {
  return SPECIAL_CHARACTER_PATTERN.test(text.replace(/\s/g, ' '));
}

/**
 * Removes special characters. Tabs and line breaks become spaces first, so words they separated
 * stay apart; nothing else is changed (no trimming or collapsing, which is the caller's choice).
 */
export function stripSpecialCharacters(text: string): string {
  return text.replace(/\s/g, ' ').replace(SPECIAL_CHARACTERS_GLOBAL, '');
}
