import multipart from '@fastify/multipart';
import { authoringEndpoints, THUMBNAIL_MAX_BYTES } from '#contracts/authoring';
import type { AppInstance } from '#server/context';
import { AppError } from '#server/lib/app-error';
import { route } from '#server/plugins/route';
import { countQuizzesByCourse } from '#server/modules/exams/exams.service';
import { countEnrollmentsByCourse, recomputeCourseProgress } from '#server/modules/learning/learning.service';
import * as authoring from './course-authoring.service.ts';

const ONE_IMAGE_MESSAGE = 'Envie apenas uma imagem, no campo "file".';

// The teacher's course editor (issue 12 item 2). Learning and exams depend on courses, so
// their counts and the progress recomputation are passed in from here (no import cycle).
export async function courseAuthoringRoutes(app: AppInstance) {
  // Multipart only in this scope: the course thumbnail, one image of at most 2 MB.
  await app.register(multipart, { limits: { fileSize: THUMBNAIL_MAX_BYTES, files: 1, fields: 0, parts: 1 } });
  const deps: authoring.AuthoringDeps = {
    countStudents: (ids) => countEnrollmentsByCourse(app.ctx, ids),
    countQuizzes: (ids) => countQuizzesByCourse(app.ctx, ids),
    recomputeProgress: (courseId) => recomputeCourseProgress(app.ctx, courseId),
  };
  const e = authoringEndpoints;
  route(app, e.listCourses, async (req) => authoring.listTeacherCourses(app.ctx, req.user.id, req.query, deps));
  route(app, e.courseOptions, async (req) => authoring.listTeacherCourseOptions(app.ctx, req.user.id, req.query, deps));
  route(app, e.createCourse, async (req) => authoring.createCourse(app.ctx, req.user.id, req.body, deps));
  route(app, e.getCourse, async (req) => authoring.getAuthoringCourse(app.ctx, req.user.id, req.params.id, deps));
  route(app, e.updateCourse, async (req) => authoring.updateCourse(app.ctx, req.user.id, req.params.id, req.body, deps));
  route(app, e.submitCourse, async (req) => authoring.submitCourse(app.ctx, req.user.id, req.params.id, deps));
  route(app, e.addModule, async (req) => authoring.addModule(app.ctx, req.user.id, req.params.id, req.body, deps));
  route(app, e.updateModule, async (req) => authoring.renameModule(app.ctx, req.user.id, req.params.id, req.params.moduleId, req.body, deps));
  route(app, e.deleteModule, async (req) => authoring.deleteModule(app.ctx, req.user.id, req.params.id, req.params.moduleId, deps));
  route(app, e.addLesson, async (req) => authoring.addLesson(app.ctx, req.user.id, req.params.id, req.body, deps));
  route(app, e.updateLesson, async (req) => authoring.updateLesson(app.ctx, req.user.id, req.params.id, req.params.lessonId, req.body, deps));
  route(app, e.deleteLesson, async (req) => authoring.deleteLesson(app.ctx, req.user.id, req.params.id, req.params.lessonId, deps));
  route(app, e.reorder, async (req) => authoring.reorderCourse(app.ctx, req.user.id, req.params.id, req.body, deps));
  // Asked while a teacher previews a lesson: bounded per teacher, as each call parses up to 50 000 characters.
  route(app, e.previewMarkdown, async (req) => authoring.previewLessonMarkdown(req.body.content), {
    rateLimit: { max: 60, timeWindow: '1 minute', keyGenerator: (req) => `markdown-preview:${req.user?.id ?? req.ip}` },
  });
  route(app, e.listMaterials, async (req) => authoring.listTeacherMaterials(app.ctx, req.user.id, req.query));

  route(app, e.uploadThumbnail, async (req) => {
    if (!req.isMultipart()) throw new AppError('bad-request', 'Envie a imagem como um formulário (multipart) no campo "file".');
    let bytes: Buffer;
    try {
      const parts = req.parts();
      const first = await parts.next();
      if (first.done || !first.value) throw new AppError('bad-request', 'Selecione uma imagem para enviar.');
      const file = first.value;
      if (file.type !== 'file' || file.fieldname !== 'file') throw new AppError('bad-request', ONE_IMAGE_MESSAGE);
      bytes = await file.toBuffer();
      // Anything after the image (a second file, a field) is refused, not silently dropped.
      if (!(await parts.next()).done) throw new AppError('bad-request', ONE_IMAGE_MESSAGE);
    } catch (error) {
      if (error instanceof AppError) throw error;
      const code = (error as { code?: string }).code;
      if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('payload-too-large', 'A imagem deve ter no máximo 2 MB.');
      if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
        throw new AppError('bad-request', ONE_IMAGE_MESSAGE);
      }
      throw new AppError('bad-request', 'Não foi possível ler o arquivo enviado.');
    }
    if (bytes.length === 0) throw new AppError('bad-request', 'O arquivo enviado está vazio.');
    return authoring.saveThumbnail(app.ctx, req.user.id, req.params.id, bytes, deps);
  });
  route(app, e.removeThumbnail, async (req) => authoring.removeThumbnail(app.ctx, req.user.id, req.params.id, deps));
  route(app, e.thumbnail, async (req, reply) => {
    const { bytes, mime } = await authoring.readThumbnail(app.ctx, req.params.file);
    // A new image gets a new generated name: the URL's content never changes.
    return reply.header('content-type', mime).header('cache-control', 'public, max-age=31536000, immutable').send(bytes);
  });
}
