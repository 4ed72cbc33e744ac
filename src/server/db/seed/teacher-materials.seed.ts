import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import type { Db } from '../database.ts';
import type { SeedContext } from './seed-context.ts';

// Issue 12 item 9 (part): the demo teacher's own courses outside the catalogue (draft,
// pending, rejected; teacher.seed.ts) get a handout PDF and an uploaded thumbnail, as if
// sent from /professor, and the demo teacher's profile its professional information.
// The approved courses keep what the student demo counts on (one handout each, learning seed).

const TEACHER = 'user-professor-demo';
const DAY_MS = 24 * 60 * 60 * 1000;

const PROFESSIONAL = {
  specialties: ['Inteligência Artificial', 'Machine Learning', 'Python', 'Ciência de Dados'],
  qualification: 'Doutor em Ciência da Computação pela USP',
};

/** Course id → its handout and the colours of its thumbnail (top-left, bottom-right). */
const COURSE_FILES: Record<string, { title: string; topics: string[]; colors: [number[], number[]] }> = {
  'prof-python-iniciantes': {
    title: 'Guia de instalação e primeiros comandos',
    topics: ['Instalar o Python e conferir a versão', 'Usar o terminal interativo', 'Variáveis, tipos e conversões', 'Exercícios de fixação'],
    colors: [[37, 99, 235], [250, 204, 21]],
  },
  'prof-visao-computacional': {
    title: 'Roteiro de laboratório: convoluções',
    topics: ['Carregar imagens como tensores', 'Aplicar filtros de borda', 'Comparar filtros 3x3 e 5x5', 'Perguntas para o relatório'],
    colors: [[15, 118, 110], [134, 239, 172]],
  },
  'prof-nlp-fundamentos': {
    title: 'Lista de exercícios: tokenização',
    topics: ['Tokenizar por palavras e por subpalavras', 'Normalizar acentos e caixa', 'Contar frequências', 'Desafio: vocabulário mínimo'],
    colors: [[124, 58, 237], [244, 114, 182]],
  },
};

async function handoutPdf(courseTitle: string, title: string, topics: string[]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  pdf.setAuthor('Prof. Carlos Silva');
  pdf.setProducer('EduIA');
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const page = pdf.addPage([595, 842]);
  let y = 780;
  const line = (text: string, size: number, font = regular, x = 56) => {
    page.drawText(text, { x, y, size, font, color: rgb(0.1, 0.1, 0.2) });
    y -= size + 10;
  };
  line(`EduIA - ${courseTitle}`, 10);
  line(title, 18, bold);
  y -= 6;
  topics.forEach((topic, i) => line(`${i + 1}. ${topic}`, 12, regular, 72));
  return pdf.save();
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A 16:9 diagonal gradient as a real PNG (RGB, 8 bits), the kind of image a teacher uploads. */
function gradientPng([from, to]: [number[], number[]], width = 320, height = 180): Buffer {
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3); // filter byte 0, then RGB
    for (let x = 0; x < width; x++) {
      const t = (x / width + y / height) / 2;
      for (let c = 0; c < 3; c++) row[1 + x * 3 + c] = Math.round(from[c] + (to[c] - from[c]) * t);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.concat(rows))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

async function seedProfessionalProfile(db: Db) {
  await db
    .updateTable('users')
    .set({ specialties: JSON.stringify(PROFESSIONAL.specialties), qualification: PROFESSIONAL.qualification })
    .where('id', '=', TEACHER)
    .where('specialties', 'is', null)
    .execute();
}

export async function seedTeacherMaterials({ db, now, uploadDir }: SeedContext): Promise<void> {
  await seedProfessionalProfile(db);
  if (!uploadDir) return;
  mkdirSync(join(uploadDir, 'thumbnails'), { recursive: true });
  for (const [courseId, files] of Object.entries(COURSE_FILES)) {
    const course = await db.selectFrom('courses').select(['id', 'title', 'thumbnail']).where('id', '=', courseId).where('instructorId', '=', TEACHER).executeTakeFirst();
    if (!course) continue;

    const materialId = `material-${courseId}-1`;
    const existing = await db.selectFrom('courseMaterials').select('storedName').where('id', '=', materialId).executeTakeFirst();
    const storedName = existing?.storedName ?? `${randomUUID()}.pdf`;
    if (!existsSync(join(uploadDir, storedName))) {
      const bytes = await handoutPdf(course.title, files.title, files.topics);
      writeFileSync(join(uploadDir, storedName), bytes);
      if (!existing) {
        await db
          .insertInto('courseMaterials')
          .values({
            id: materialId, courseId, title: files.title, fileName: `${files.title}.pdf`, storedName,
            mimeType: 'application/pdf', sizeBytes: bytes.length, uploadedBy: TEACHER, createdAt: new Date(now.getTime() - 3 * DAY_MS).toISOString(),
          })
          .execute();
      }
    }

    // Served by GET /api/course-thumbnails/:file (course-authoring.service.ts).
    // Once: a teacher who went back to the category's illustration keeps it on a re-seed.
    const uploaded = /^\/api\/course-thumbnails\/([0-9a-f-]{36}\.png)$/.exec(course.thumbnail)?.[1];
    if (uploaded ? existsSync(join(uploadDir, 'thumbnails', uploaded)) : existing) continue;
    const name = uploaded ?? `${randomUUID()}.png`;
    writeFileSync(join(uploadDir, 'thumbnails', name), gradientPng(files.colors));
    if (!uploaded) await db.updateTable('courses').set({ thumbnail: `/api/course-thumbnails/${name}` }).where('id', '=', courseId).execute();
  }
}
