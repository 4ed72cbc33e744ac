import type { CourseExam } from './types.ts';
import { introducaoIa } from './introducao-ia.ts';
import { machineLearningPython } from './machine-learning-python.ts';
import { projetosAgeis } from './projetos-ageis.ts';
import { inglesNegocios } from './ingles-negocios.ts';
import { marketingDigital } from './marketing-digital.ts';
import { deepLearning } from './deep-learning.ts';
import { empreendedorismoDigital } from './empreendedorismo-digital.ts';
import { espanholBasico } from './espanhol-basico.ts';
import { uxDesign } from './ux-design.ts';
import { analiseSql } from './analise-sql.ts';
import { financasEmpreendedores } from './financas-empreendedores.ts';
import { conteudoSeo } from './conteudo-seo.ts';
import { figmaInterfaces } from './figma-interfaces.ts';
import { francesViagens } from './frances-viagens.ts';

/** The exam question bank of each foundation course, by course id ('1'…'14'). */
export const COURSE_EXAMS: Record<string, CourseExam> = {
  '1': introducaoIa,
  '2': machineLearningPython,
  '3': projetosAgeis,
  '4': inglesNegocios,
  '5': marketingDigital,
  '6': deepLearning,
  '7': empreendedorismoDigital,
  '8': espanholBasico,
  '9': uxDesign,
  '10': analiseSql,
  '11': financasEmpreendedores,
  '12': conteudoSeo,
  '13': figmaInterfaces,
  '14': francesViagens,
};
