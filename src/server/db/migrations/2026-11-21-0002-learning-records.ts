import type { Kysely } from 'kysely';

// Courses' content, each student's learning, exams, certificates and subscriptions.
// Frozen in time: never import app code here.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('course_modules')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('course_id', 'text', (c) => c.notNull().references('courses.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('course_modules_course_idx').on('course_modules').column('course_id').execute();

  await db.schema
    .createTable('lessons')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('module_id', 'text', (c) => c.notNull().references('course_modules.id').onDelete('cascade'))
    .addColumn('course_id', 'text', (c) => c.notNull().references('courses.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('duration_minutes', 'integer', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('video_url', 'text')
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('lessons_course_idx').on('lessons').column('course_id').execute();

  await db.schema
    .createTable('course_materials')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('course_id', 'text', (c) => c.notNull().references('courses.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('stored_name', 'text', (c) => c.notNull())
    .addColumn('mime_type', 'text', (c) => c.notNull())
    .addColumn('size_bytes', 'integer', (c) => c.notNull())
    .addColumn('uploaded_by', 'text', (c) => c.references('users.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('course_materials_course_idx').on('course_materials').column('course_id').execute();

  await db.schema
    .createTable('enrollments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('course_id', 'text', (c) => c.notNull().references('courses.id').onDelete('cascade'))
    .addColumn('enrolled_at', 'text', (c) => c.notNull())
    .addColumn('last_accessed_at', 'text', (c) => c.notNull())
    .addColumn('progress_percent', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('completed_at', 'text')
    .addUniqueConstraint('enrollments_user_course_unique', ['user_id', 'course_id'])
    .execute();
  await db.schema.createIndex('enrollments_course_idx').on('enrollments').column('course_id').execute();

  await db.schema
    .createTable('lesson_completions')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('lesson_id', 'text', (c) => c.notNull().references('lessons.id').onDelete('cascade'))
    .addColumn('course_id', 'text', (c) => c.notNull().references('courses.id').onDelete('cascade'))
    .addColumn('completed_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('lesson_completions_pk', ['user_id', 'lesson_id'])
    .execute();
  await db.schema.createIndex('lesson_completions_user_course_idx').on('lesson_completions').columns(['user_id', 'course_id']).execute();

  // Seconds studied per student, course and São Paulo calendar day (YYYY-MM-DD).
  await db.schema
    .createTable('study_time')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('course_id', 'text', (c) => c.notNull().references('courses.id').onDelete('cascade'))
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('seconds', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('study_time_pk', ['user_id', 'course_id', 'day'])
    .execute();

  await db.schema
    .createTable('notes')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('lesson_id', 'text', (c) => c.notNull().references('lessons.id').onDelete('cascade'))
    .addColumn('course_id', 'text', (c) => c.notNull().references('courses.id').onDelete('cascade'))
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('notes_pk', ['user_id', 'lesson_id'])
    .execute();

  await db.schema
    .createTable('favorites')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('course_id', 'text', (c) => c.notNull().references('courses.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('favorites_pk', ['user_id', 'course_id'])
    .execute();

  await db.schema
    .createTable('quizzes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('course_id', 'text', (c) => c.notNull().references('courses.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('duration_minutes', 'integer', (c) => c.notNull().defaultTo(30))
    .addColumn('passing_score', 'integer', (c) => c.notNull().defaultTo(70))
    .addColumn('created_by', 'text', (c) => c.references('users.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('quizzes_course_idx').on('quizzes').column('course_id').execute();

  await db.schema
    .createTable('quiz_questions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('quiz_id', 'text', (c) => c.notNull().references('quizzes.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('question', 'text', (c) => c.notNull())
    .addColumn('options', 'text', (c) => c.notNull())
    .addColumn('correct_index', 'integer', (c) => c.notNull())
    .addColumn('explanation', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('quiz_questions_quiz_idx').on('quiz_questions').column('quiz_id').execute();

  await db.schema
    .createTable('quiz_attempts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('quiz_id', 'text', (c) => c.notNull().references('quizzes.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('started_at', 'text', (c) => c.notNull())
    .addColumn('deadline_at', 'text', (c) => c.notNull())
    .addColumn('submitted_at', 'text')
    .addColumn('answers', 'text')
    .addColumn('score', 'integer')
    .addColumn('passed', 'integer')
    .execute();
  await db.schema.createIndex('quiz_attempts_user_quiz_idx').on('quiz_attempts').columns(['user_id', 'quiz_id']).execute();

  await db.schema
    .createTable('certificates')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('course_id', 'text', (c) => c.notNull().references('courses.id').onDelete('cascade'))
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('issued_at', 'text', (c) => c.notNull())
    .addColumn('minutes', 'integer', (c) => c.notNull())
    .addColumn('score', 'integer')
    .addUniqueConstraint('certificates_user_course_unique', ['user_id', 'course_id'])
    .execute();

  await db.schema
    .createTable('subscriptions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('plan_id', 'text', (c) => c.notNull().references('plans.id'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('started_at', 'text', (c) => c.notNull())
    .addColumn('current_period_start', 'text', (c) => c.notNull())
    .addColumn('current_period_end', 'text', (c) => c.notNull())
    .addColumn('cancel_at_period_end', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('pending_plan_id', 'text', (c) => c.references('plans.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('subscriptions_user_idx').on('subscriptions').column('user_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'subscriptions', 'certificates', 'quiz_attempts', 'quiz_questions', 'quizzes', 'favorites', 'notes',
    'study_time', 'lesson_completions', 'enrollments', 'course_materials', 'lessons', 'course_modules',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
