import { describe, expect, it } from 'vitest';
import {
  checkUpload,
  DOCUMENT_UPLOAD_EXTENSIONS,
  detectFileTypeFromBytes,
  EMAIL_PATTERN,
  FILE_TYPE_TABLE,
  fileExtensionOf,
  hasSpecialCharacters,
  IMAGE_EXTENSIONS,
  IMAGE_MEDIA_TYPES,
  IMAGE_UPLOAD_EXTENSIONS,
  isContentOfExtension,
  isValidEmail,
  isValidVideoLink,
  isValidWebAddress,
  MAX_UPLOAD_BYTES,
  SUGGESTED_EMAIL_DOMAINS,
  stripSpecialCharacters,
  suggestEmailCompletions,
  videoEmbedUrl,
  videoIdFromLink,
} from './validation';

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(
    parts.flatMap((part) => (typeof part === 'string' ? Array.from(part, (c) => c.charCodeAt(0)) : part)),
  );

describe('file rules (spec point 5)', () => {
  it('lists the spec extensions and media types', () => {
    expect(IMAGE_EXTENSIONS).toEqual(['jpg', 'jpeg', 'png', 'gif', 'bmp', 'svg', 'webp']);
    expect(IMAGE_MEDIA_TYPES).toEqual([
      'image/gif',
      'image/jpeg',
      'image/bmp',
      'image/svg+xml',
      'image/png',
      'image/webp',
    ]);
    expect(IMAGE_UPLOAD_EXTENSIONS).toEqual(['jpeg', 'jpg', 'png', 'gif', 'webp']);
    expect(DOCUMENT_UPLOAD_EXTENSIONS).toEqual([
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
    ]);
    expect(MAX_UPLOAD_BYTES).toBe(10485760);
    expect(MAX_UPLOAD_BYTES).toBe(10 * 1024 * 1024);
  });

  it('maps every image extension to one of the image media types', () => {
    for (const extension of IMAGE_EXTENSIONS) {
      expect(IMAGE_MEDIA_TYPES as readonly string[]).toContain(FILE_TYPE_TABLE[extension]);
    }
    expect(FILE_TYPE_TABLE.jpg).toBe('image/jpeg');
    expect(FILE_TYPE_TABLE.svg).toBe('image/svg+xml');
    expect(FILE_TYPE_TABLE.pdf).toBe('application/pdf');
    expect(FILE_TYPE_TABLE.zip).toBe('application/zip');
  });

  it('reads extensions', () => {
    expect(fileExtensionOf('Photo.JPG')).toBe('jpg');
    expect(fileExtensionOf('archive.tar.zip')).toBe('zip');
    expect(fileExtensionOf('C:\\Users\\me\\a.png')).toBe('png');
    expect(fileExtensionOf('README')).toBeNull();
    expect(fileExtensionOf('.png')).toBeNull();
    expect(fileExtensionOf('name.')).toBeNull();
  });
});

describe('checkUpload', () => {
  const image = { fileName: 'cat.png', mediaType: 'image/png', size: 1024, kind: 'image' as const };

  it('accepts a file of exactly 10485760 bytes and refuses one byte more', () => {
    expect(checkUpload({ ...image, size: 10485760 })).toEqual({
      ok: true,
      extension: 'png',
      mediaType: 'image/png',
    });
    expect(checkUpload({ ...image, size: 10485761 })).toEqual({ ok: false, reason: 'TOO_LARGE' });
  });

  it('refuses empty and nonsense sizes', () => {
    expect(checkUpload({ ...image, size: 0 })).toEqual({ ok: false, reason: 'EMPTY_FILE' });
    expect(checkUpload({ ...image, size: -1 })).toEqual({ ok: false, reason: 'INVALID_SIZE' });
    expect(checkUpload({ ...image, size: Number.NaN })).toEqual({ ok: false, reason: 'INVALID_SIZE' });
  });

  it('accepts every image upload extension with its media type', () => {
    for (const extension of IMAGE_UPLOAD_EXTENSIONS) {
      const result = checkUpload({
        ...image,
        fileName: `a.${extension}`,
        mediaType: FILE_TYPE_TABLE[extension],
      });
      expect(result.ok).toBe(true);
    }
  });

  it('refuses image extensions that uploads do not take (bmp, svg) and others', () => {
    expect(checkUpload({ ...image, fileName: 'a.bmp', mediaType: 'image/bmp' })).toEqual({
      ok: false,
      reason: 'EXTENSION_NOT_ALLOWED',
    });
    expect(checkUpload({ ...image, fileName: 'a.svg', mediaType: 'image/svg+xml' }).ok).toBe(false);
    expect(checkUpload({ ...image, fileName: 'a.exe', mediaType: 'image/png' }).ok).toBe(false);
    expect(checkUpload({ ...image, fileName: 'a.pdf', mediaType: 'application/pdf' }).ok).toBe(false);
    expect(checkUpload({ ...image, fileName: 'noext', mediaType: 'image/png' })).toEqual({
      ok: false,
      reason: 'NO_EXTENSION',
    });
  });

  it('refuses a media type that does not match the extension', () => {
    expect(checkUpload({ ...image, mediaType: 'image/jpeg' })).toEqual({
      ok: false,
      reason: 'MEDIA_TYPE_MISMATCH',
    });
    expect(checkUpload({ ...image, mediaType: 'text/html' })).toEqual({
      ok: false,
      reason: 'MEDIA_TYPE_MISMATCH',
    });
    expect(checkUpload({ ...image, mediaType: '' })).toEqual({ ok: false, reason: 'MEDIA_TYPE_MISMATCH' });
    expect(checkUpload({ fileName: 'a.pdf', mediaType: 'image/png', size: 10, kind: 'document' })).toEqual({
      ok: false,
      reason: 'MEDIA_TYPE_MISMATCH',
    });
  });

  it('accepts media type parameters, case and known aliases', () => {
    expect(checkUpload({ ...image, mediaType: 'IMAGE/PNG' }).ok).toBe(true);
    expect(
      checkUpload({
        fileName: 'a.zip',
        mediaType: 'application/x-zip-compressed',
        size: 10,
        kind: 'document',
      }).ok,
    ).toBe(true);
    expect(
      checkUpload({
        fileName: 'a.pdf',
        mediaType: 'application/pdf; charset=binary',
        size: 10,
        kind: 'document',
      }).ok,
    ).toBe(true);
  });

  it('accepts every document extension, also with an undeclared media type', () => {
    for (const extension of DOCUMENT_UPLOAD_EXTENSIONS) {
      const declared = checkUpload({
        fileName: `report.${extension}`,
        mediaType: FILE_TYPE_TABLE[extension],
        size: 2048,
        kind: 'document',
      });
      expect(declared).toEqual({ ok: true, extension, mediaType: FILE_TYPE_TABLE[extension] });
      const undeclared = checkUpload({
        fileName: `report.${extension}`,
        mediaType: '',
        size: 2048,
        kind: 'document',
      });
      expect(undeclared.ok).toBe(true);
    }
    expect(
      checkUpload({ fileName: 'a.hwp', mediaType: 'application/octet-stream', size: 1, kind: 'document' }).ok,
    ).toBe(true);
  });

  it('refuses images as documents and documents as images', () => {
    expect(checkUpload({ fileName: 'a.png', mediaType: 'image/png', size: 1, kind: 'document' }).ok).toBe(
      false,
    );
    expect(
      checkUpload({ fileName: 'a.docx', mediaType: FILE_TYPE_TABLE.docx, size: 1, kind: 'image' }).ok,
    ).toBe(false);
  });
});

describe('detectFileTypeFromBytes / isContentOfExtension', () => {
  const samples = {
    jpeg: bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]),
    png: bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]),
    gif: bytes('GIF89a', [1, 0]),
    gif87: bytes('GIF87a'),
    bmp: bytes('BM', [0x36, 0, 0, 0]),
    webp: bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '),
    pdf: bytes('%PDF-1.7\n'),
    ole: bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]),
    zip: bytes([0x50, 0x4b, 0x03, 0x04, 0x14, 0]),
    emptyZip: bytes([0x50, 0x4b, 0x05, 0x06]),
    hwp3: bytes('HWP Document File V3.00'),
    svg: bytes('<svg xmlns="http://www.w3.org/2000/svg" width="1"></svg>'),
  };

  it('recognises each allowed type', () => {
    expect(detectFileTypeFromBytes(samples.jpeg)).toBe('jpeg');
    expect(detectFileTypeFromBytes(samples.png)).toBe('png');
    expect(detectFileTypeFromBytes(samples.gif)).toBe('gif');
    expect(detectFileTypeFromBytes(samples.gif87)).toBe('gif');
    expect(detectFileTypeFromBytes(samples.bmp)).toBe('bmp');
    expect(detectFileTypeFromBytes(samples.webp)).toBe('webp');
    expect(detectFileTypeFromBytes(samples.pdf)).toBe('pdf');
    expect(detectFileTypeFromBytes(samples.ole)).toBe('ole');
    expect(detectFileTypeFromBytes(samples.zip)).toBe('zip');
    expect(detectFileTypeFromBytes(samples.emptyZip)).toBe('zip');
    expect(detectFileTypeFromBytes(samples.hwp3)).toBe('hwp3');
    expect(detectFileTypeFromBytes(samples.svg)).toBe('svg');
  });

  it('recognises SVG after a prolog, but not HTML or other XML', () => {
    const prolog = new TextEncoder().encode(
      '\uFEFF<?xml version="1.0"?>\n<!-- made by hand -->\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "x">\n<svg viewBox="0 0 1 1"/>',
    );
    expect(detectFileTypeFromBytes(prolog)).toBe('svg');
    expect(detectFileTypeFromBytes(new TextEncoder().encode('<html><svg></svg></html>'))).toBeNull();
    expect(detectFileTypeFromBytes(new TextEncoder().encode('<?xml version="1.0"?><note/>'))).toBeNull();
  });

  it('returns null for unknown or too short content', () => {
    expect(detectFileTypeFromBytes(new Uint8Array())).toBeNull();
    expect(detectFileTypeFromBytes(bytes([0xff, 0xd8]))).toBeNull();
    expect(detectFileTypeFromBytes(bytes('MZ', [0x90, 0]))).toBeNull();
    expect(detectFileTypeFromBytes(bytes('RIFF', [0, 0, 0, 0], 'WAVE'))).toBeNull();
    expect(detectFileTypeFromBytes(bytes('plain text'))).toBeNull();
  });

  it('checks content against the claimed extension', () => {
    expect(isContentOfExtension('jpg', samples.jpeg)).toBe(true);
    expect(isContentOfExtension('jpeg', samples.jpeg)).toBe(true);
    expect(isContentOfExtension('png', samples.jpeg)).toBe(false);
    expect(isContentOfExtension('docx', samples.zip)).toBe(true);
    expect(isContentOfExtension('hwpx', samples.zip)).toBe(true);
    expect(isContentOfExtension('doc', samples.ole)).toBe(true);
    expect(isContentOfExtension('hwp', samples.ole)).toBe(true);
    expect(isContentOfExtension('hwp', samples.hwp3)).toBe(true);
    expect(isContentOfExtension('pdf', samples.zip)).toBe(false);
    expect(isContentOfExtension('gif', bytes('<script>alert(1)</script>'))).toBe(false);
    expect(isContentOfExtension('webp', samples.webp)).toBe(true);
    expect(isContentOfExtension('svg', samples.svg)).toBe(true);
  });
});

describe('e-mail', () => {
  it.each([
    'user@example.com',
    'first.last@example.co.kr',
    'a_b-c.d@sub.domain.io',
    'USER123@EXAMPLE.COM',
    'x@my-host.travel',
    'a@b.museum',
  ])('accepts %s', (address) => {
    expect(isValidEmail(address)).toBe(true);
  });

  it.each([
    '',
    'plainaddress',
    '@example.com',
    'user@',
    'user@example',
    'user..name@example.com',
    '.user@example.com',
    'user.@example.com',
    'user@-example.com',
    'user@example-.com',
    'user@example.c',
    'user@example.abcdefghi',
    'user@example.c0m',
    'user name@example.com',
    'user+tag@example.com',
    'üser@example.com',
    'user@@example.com',
    'user@example..com',
  ])('rejects %s', (address) => {
    expect(isValidEmail(address)).toBe(false);
  });

  it('rejects over-long addresses without pattern work', () => {
    expect(isValidEmail(`${'a'.repeat(250)}@b.com`)).toBe(false);
    expect(EMAIL_PATTERN.test(`${'a'.repeat(250)}@b.com`)).toBe(true);
  });

  it('suggests six domains', () => {
    expect(SUGGESTED_EMAIL_DOMAINS).toHaveLength(6);
    expect(new Set(SUGGESTED_EMAIL_DOMAINS).size).toBe(6);
    for (const domain of SUGGESTED_EMAIL_DOMAINS) expect(isValidEmail(`me@${domain}`)).toBe(true);
  });

  it('completes a typed address', () => {
    expect(suggestEmailCompletions('kim')).toEqual(SUGGESTED_EMAIL_DOMAINS.map((domain) => `kim@${domain}`));
    expect(suggestEmailCompletions('kim@')).toHaveLength(6);
    expect(suggestEmailCompletions('kim@g')).toEqual(['kim@gmail.com']);
    expect(suggestEmailCompletions('kim@D')).toEqual(['kim@daum.net']);
    expect(suggestEmailCompletions('kim@ho')).toEqual(['kim@hotmail.com']);
    expect(suggestEmailCompletions('kim@gmail.com')).toEqual([]);
    expect(suggestEmailCompletions('kim@company.org')).toEqual([]);
    expect(suggestEmailCompletions('')).toEqual([]);
    expect(suggestEmailCompletions('@g')).toEqual([]);
    expect(suggestEmailCompletions('kim lee@')).toEqual([]);
    expect(suggestEmailCompletions('kim@g@')).toEqual([]);
  });
});

describe('video links', () => {
  const ID = 'dQw4w9WgXcQ';

  it.each([
    `https://www.youtube.com/watch?v=${ID}`,
    `https://youtube.com/watch?v=${ID}`,
    `http://m.youtube.com/watch?v=${ID}`,
    `https://www.youtube.com/watch?v=${ID}&t=42s`,
    `https://www.youtube.com/watch?feature=share&v=${ID}`,
    `https://www.youtube.com/embed/${ID}`,
    `https://www.youtube.com/embed/${ID}?start=10`,
    `https://youtube.com/shorts/${ID}`,
    `https://www.youtube.com/shorts/${ID}?feature=share`,
    `https://www.youtube.com/live/${ID}`,
    `https://youtu.be/${ID}`,
    `https://youtu.be/${ID}?si=abc`,
    `https://WWW.YOUTUBE.COM/watch?v=${ID}`,
  ])('accepts %s', (link) => {
    expect(isValidVideoLink(link)).toBe(true);
    expect(videoIdFromLink(link)).toBe(ID);
  });

  it.each([
    `https://vimeo.com/123456789`,
    `https://player.vimeo.com/video/123456789`,
    `javascript:alert(1)//youtube.com/watch?v=${ID}`,
    `ftp://youtube.com/watch?v=${ID}`,
    `https://www.youtube.com/watch?v=short`,
    `https://www.youtube.com/watch?x=${ID}`,
    `https://www.youtube.com/channel/UC1234567890`,
    `https://www.youtube.com/embed/${ID}/extra`,
    `https://evil.com/watch?v=${ID}`,
    `https://youtube.com.evil.com/watch?v=${ID}`,
    `https://youtube.com@evil.com/watch?v=${ID}`,
    `https://notyoutube.com/watch?v=${ID}`,
    `https://youtu.be/`,
    `https://www.youtube.com:8080/watch?v=${ID}`,
    `youtube.com/watch?v=${ID}`,
    ` https://youtu.be/${ID}`,
    '',
  ])('rejects %s', (link) => {
    expect(isValidVideoLink(link)).toBe(false);
    expect(videoIdFromLink(link)).toBeNull();
  });

  it('builds an embed address from an id only', () => {
    expect(videoEmbedUrl(ID)).toBe(`https://www.youtube-nocookie.com/embed/${ID}`);
    expect(() => videoEmbedUrl('"><script>')).toThrow();
  });
});

describe('web addresses', () => {
  it.each([
    'https://example.com',
    'http://example.com/',
    'https://sub.example.co.kr/path/to?q=1&r=2#top',
    'https://example.com:8443/x',
    'http://192.168.0.1/admin',
    'https://my-site.dev',
    'https://例え.jp/パス',
  ])('accepts %s', (address) => {
    expect(isValidWebAddress(address)).toBe(true);
  });

  it.each([
    'example.com',
    'ftp://example.com',
    'javascript:alert(1)',
    'data:text/html,hi',
    'https://',
    'https://localhost',
    'https://example',
    'https://exa mple.com',
    'https://example.com/a b',
    'https://user:pass@example.com',
    'https://-example.com',
    'https://999.1.1.1',
    ' https://example.com',
    '',
  ])('rejects %s', (address) => {
    expect(isValidWebAddress(address)).toBe(false);
  });
});

describe('special characters', () => {
  it('keeps letters of any script, digits, spaces and - _ .', () => {
    expect(stripSpecialCharacters('Node.js front-end user_1')).toBe('Node.js front-end user_1');
    expect(stripSpecialCharacters('한글 이름 café naïve')).toBe('한글 이름 café naïve');
    expect(stripSpecialCharacters('日本語 123')).toBe('日本語 123');
  });

  it('removes punctuation, symbols, markup and emoji', () => {
    expect(stripSpecialCharacters('Hello, world!')).toBe('Hello world');
    expect(stripSpecialCharacters('<script>alert("x")</script>')).toBe('scriptalertxscript');
    expect(stripSpecialCharacters('a@b#c$d%e^f&g*h(i)j')).toBe('abcdefghij');
    expect(stripSpecialCharacters('fun 😀🎉 time')).toBe('fun  time');
    expect(stripSpecialCharacters("it's ok; 100%")).toBe('its ok 100');
  });

  it('turns line breaks and tabs into spaces', () => {
    expect(stripSpecialCharacters('one\ntwo\tthree')).toBe('one two three');
  });

  it('keeps combining marks (decomposed accents)', () => {
    const decomposed = 'cafe\u0301';
    expect(stripSpecialCharacters(decomposed)).toBe(decomposed);
  });

  it('says whether text has special characters', () => {
    expect(hasSpecialCharacters('plain text 42')).toBe(false);
    expect(hasSpecialCharacters('line\nbreak')).toBe(false);
    expect(hasSpecialCharacters('semi;colon')).toBe(true);
  });
});
