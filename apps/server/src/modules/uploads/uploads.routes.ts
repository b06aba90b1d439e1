import fastifyMultipart, { type MultipartFile } from '@fastify/multipart';
import { FILE_TYPE_TABLE, MAX_UPLOAD_BYTES, ZGenericUploadPurpose, ZUploadDto } from '@sidecamp/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, fieldError } from '../../http/errors';
import { userOf } from '../auth';
import type { IncomingFile, ServedFile, UploadService } from './uploads.service';

/**
 * Every stored file is served under this policy, not only SVGs: an uploaded file must never run as
 * a page of our origin, whatever a browser makes of it. Inline styles stay so SVG drawings render.
 */
export const FILE_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/**
 * Bytes under an id never change (a new picture is a new id), so a public file is kept for good. A
 * restricted file's access can end (a post hidden, someone leaving a chat), so it is kept for an
 * hour: by anyone while a public page shows it, else only in the viewer's own browser.
 */
const CACHE_CONTROL: Record<ServedFile['caching'], string> = {
  forever: 'public, max-age=31536000, immutable',
  shared: 'public, max-age=3600',
  private: 'private, max-age=3600',
};

const MULTIPART_HINT = 'Send the file as multipart/form-data in a field named "file".';

/** RFC 6266 / 5987: an ASCII fallback for old clients and the exact UTF-8 name for the rest. */
export function contentDisposition(type: 'inline' | 'attachment', fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\%;]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${type}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/** Anything the multipart parser throws without a client status means the body was malformed. */
function asClientError(error: unknown): unknown {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  if (error instanceof AppError || (typeof status === 'number' && status >= 400 && status < 500))
    return error;
  return new AppError('BAD_REQUEST', { message: `The upload could not be read. ${MULTIPART_HINT}` });
}

async function* guarded(stream: AsyncIterable<Uint8Array>): AsyncGenerator<Uint8Array> {
  try {
    for await (const chunk of stream) yield chunk;
  } catch (error) {
    throw asClientError(error);
  }
}

/** The one file of a multipart request, as a stream the service reads with its own size limit. */
async function incomingFileOf(request: FastifyRequest): Promise<IncomingFile> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', { message: MULTIPART_HINT });
  let part: MultipartFile | undefined;
  try {
    part = await request.file();
  } catch (error) {
    throw asClientError(error);
  }
  if (!part) throw fieldError('file', 'Choose a file to upload.');
  if (part.fieldname !== 'file') {
    part.file.resume();
    throw fieldError('file', `The file was sent as "${part.fieldname}". ${MULTIPART_HINT}`);
  }
  const stream = part.file;
  return {
    content: guarded(stream),
    wasTruncated: () => stream.truncated,
    fileName: part.filename,
    mediaType: part.mimetype,
  };
}

const uploadDescription = (what: string) =>
  `${what} Multipart form with one file in the field \`file\`, at most 10 MB. Raster images are re-encoded (metadata removed, at most 4096 px) with a 400 px WebP thumbnail. A refused file answers 400 VALIDATION_FAILED with \`details: [{ field: "file", message }]\`.`;

export function uploadRoutes(deps: { uploads: UploadService }): FastifyPluginAsyncZod {
  const { uploads } = deps;

  return async (app) => {
    // Registered in this plugin only, so multipart bodies reach the upload routes and no others.
    await app.register(fastifyMultipart, {
      limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, parts: 20, fieldSize: 4096 },
      // The service reads the stream and reports a cut file itself, with the user-facing message.
      throwFileSizeLimit: false,
    });
    // Checked before the body is touched, so nobody's 10 MB is read on behalf of a visitor.
    const loggedIn = { onRequest: app.requireUser };

    app.post(
      '/upload/user_image',
      {
        ...loggedIn,
        schema: {
          tags: ['uploads'],
          summary: 'Upload the profile picture (sets the session profile `img`)',
          description: uploadDescription(
            'Replaces the picture; the previous uploaded picture is deleted. Images: jpeg, jpg, png, gif, webp.',
          ),
          consumes: ['multipart/form-data'],
          security: [{ session: [] }],
          response: { 201: ZUploadDto },
        },
      },
      async (request, reply) => {
        const file = await incomingFileOf(request);
        return reply.code(201).send(await uploads.setUserImage(userOf(request).no, file));
      },
    );

    app.post(
      '/upload/user_background',
      {
        ...loggedIn,
        schema: {
          tags: ['uploads'],
          summary: 'Upload the profile background image',
          description: uploadDescription(
            'Replaces the background; the previous uploaded background is deleted. Images: jpeg, jpg, png, gif, webp.',
          ),
          consumes: ['multipart/form-data'],
          security: [{ session: [] }],
          response: { 201: ZUploadDto },
        },
      },
      async (request, reply) => {
        const file = await incomingFileOf(request);
        return reply.code(201).send(await uploads.setUserBackground(userOf(request).no, file));
      },
    );

    app.post(
      '/uploads',
      {
        ...loggedIn,
        schema: {
          tags: ['uploads'],
          summary: 'Upload a file for a post, chat, project, note, quest or proof',
          description: uploadDescription(
            'Returns the stored file; the feature that uses it refers to it by `id` or `url`. Photos-only purposes: feedUpload, chat_images; project_logo also takes SVG; career_upload, work_upload, evidence_upload, biz_upload, noteUpload and quest_upload also take documents (pdf, ppt, pptx, doc, docx, hwp, hwpx, xls, xlsx, zip).',
          ),
          consumes: ['multipart/form-data'],
          security: [{ session: [] }],
          querystring: z.object({ purpose: ZGenericUploadPurpose }),
          response: { 201: ZUploadDto },
        },
      },
      async (request, reply) => {
        const file = await incomingFileOf(request);
        return reply.code(201).send(await uploads.upload(userOf(request).no, request.query.purpose, file));
      },
    );

    app.get(
      '/files/:id',
      {
        schema: {
          tags: ['uploads'],
          summary: 'Download a stored file (or its thumbnail with ?size=thumb)',
          description:
            "Pictures of profiles, projects and booths are public by address (ids are random), so they show to visitors too. A file sent in a chat (purpose chat_images) is only for its uploader and the joined participants of a room it was sent in; a career or proof document (career_upload, work_upload, evidence_upload, biz_upload) only for whoever may see its owner's profile (public, members only, only me); a feed picture (feedUpload) only for whoever may see a lounge post, magazine or note that shows it (one that nothing shows: its uploader alone). Refused: a visitor gets 401 UNAUTHENTICATED, anyone else 404, never kept by a cache. Documents and SVG drawings always download as attachments (an <img> still shows an SVG); every file is served with nosniff and a sandboxing content security policy.",
          params: z.object({ id: z.string().max(64) }),
          querystring: z.object({ size: z.enum(['thumb']).optional() }),
        },
      },
      async (request, reply) => {
        // A refusal must not be kept either: a shared cache would answer it to someone allowed in.
        reply.header('cache-control', 'no-store');
        const file = await uploads.open(
          request.params.id,
          request.query.size === 'thumb' ? 'thumb' : 'original',
          // The session is read only for a restricted file: public pictures never touch it.
          async () => {
            const session = await app.resolveRequestSession(request);
            return session.status === 'active' ? session.user.no : null;
          },
        );
        return (
          reply
            .header('content-type', file.mediaType)
            .header('content-length', file.size)
            .header('x-content-type-options', 'nosniff')
            .header('content-security-policy', FILE_CSP)
            .header('cache-control', CACHE_CONTROL[file.caching])
            // An SVG is a document a browser runs when navigated to; as an attachment it is saved,
            // never opened as a page (an <img> ignores the disposition and still draws it).
            .header(
              'content-disposition',
              contentDisposition(
                file.kind === 'document' || file.mediaType === FILE_TYPE_TABLE.svg ? 'attachment' : 'inline',
                file.fileName,
              ),
            )
            .send(file.stream)
        );
      },
    );

    app.delete(
      '/uploads/:id',
      {
        ...loggedIn,
        schema: {
          tags: ['uploads'],
          summary: 'Delete one of my uploads',
          description:
            "Removes the file and its thumbnail. Someone else's file answers 404, like an unknown id.",
          security: [{ session: [] }],
          params: z.object({ id: z.string().max(64) }),
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        await uploads.remove(userOf(request).no, request.params.id);
        return reply.code(204).send(null);
      },
    );
  };
}
