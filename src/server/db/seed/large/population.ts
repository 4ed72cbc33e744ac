// Deterministic randomness and Brazilian Portuguese vocabulary for the large dataset.

/** sfc32: small, fast, and the same numbers for the same seed on every machine. */
export function createRandom(seed: number) {
  let a = 0x9e3779b9 ^ seed;
  let b = 0x243f6a88 ^ (seed * 31);
  let c = 0xb7e15162;
  let d = seed | 0;
  const next = () => {
    a |= 0; b |= 0; c |= 0; d |= 0;
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
  for (let i = 0; i < 16; i++) next();
  return {
    next,
    /** 0 ≤ n < max */
    int: (max: number) => Math.floor(next() * max),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)],
    chance: (p: number) => next() < p,
    /** Exponential with the given mean (long tail: most small, a few large). */
    exp: (mean: number) => -Math.log(1 - next()) * mean,
  };
}
type Random = ReturnType<typeof createRandom>;

/**
 * Zipf-like choice among `n` ranks: rank k has weight 1/(k+1)^s, so a few ranks get most
 * of the picks (a few courses hold most students, a few teachers most courses).
 */
export function zipf(n: number, s: number) {
  const cdf = new Float64Array(n);
  let total = 0;
  for (let k = 0; k < n; k++) {
    total += 1 / (k + 1) ** s;
    cdf[k] = total;
  }
  return (random: Random) => {
    const target = random.next() * total;
    let lo = 0;
    let hi = n - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cdf[mid] < target) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
}

export const FIRST_NAMES = [
  'Ana', 'João', 'Maria', 'José', 'Lúcia', 'Antônio', 'Francisco', 'Natália', 'Márcio', 'Luíza', 'Conceição', 'Sebastião',
  'Inês', 'Flávia', 'Ângela', 'Cecília', 'Júlia', 'Otávio', 'Mônica', 'Thaís', 'Vitória', 'Caio', 'Letícia', 'Fábio',
  'Beatriz', 'Gabriel', 'Rafael', 'Camila', 'Lucas', 'Mariana', 'Pedro', 'Larissa', 'Matheus', 'Patrícia', 'Vinícius',
  'Bárbara', 'Heitor', 'Helena', 'Valéria', 'Sérgio', 'Rogério', 'Cláudia', 'Tânia', 'Simão', 'Estêvão', 'Jéssica',
  'Lívia', 'Raíssa', 'Ítalo', 'Úrsula', 'Aurélio', 'Renê', 'Jônatas', 'Gisele', 'Débora', 'Iara', 'Caíque', 'Nélson',
] as const;

export const SURNAMES = [
  'Silva', 'Santos', 'Oliveira', 'Souza', 'Araújo', 'Conceição', 'Gonçalves', 'Magalhães', 'Simões', 'Assunção',
  'Brandão', 'Falcão', 'Guimarães', 'Loureiro', 'Fernandes', 'Sá', 'Damião', 'Lopes', 'Ribeiro', 'Carvalho', 'Gomes',
  'Martins', 'Rocha', 'Almeida', 'Nascimento', 'Cavalcanti', 'Brito', 'Leão', 'Pimentel', 'Teixeira', 'Patrício',
  'Correia', 'Freitas', 'Mendonça', 'Antunes', 'Estevão', 'Galvão', 'Tavares', 'Barbosa', 'Monção', 'Romão', 'Aragão',
] as const;

export const SPECIALTIES = ['Inteligência Artificial', 'Gestão', 'Matemática', 'Língua Portuguesa', 'Programação', 'Finanças', 'Educação', 'Comunicação', 'Design', 'Línguas Estrangeiras'] as const;

/** Course subjects by category (titles with accents). */
export const SUBJECTS: Record<string, readonly string[]> = {
  tecnologia: ['Programação em Python', 'Análise de Dados', 'Computação em Nuvem', 'Segurança da Informação', 'Inteligência Artificial', 'Banco de Dados Relacionais', 'Desenvolvimento Web', 'Robótica Educacional', 'Lógica de Programação', 'Automação com Planilhas'],
  negocios: ['Negócios', 'Gestão Financeira', 'Liderança e Negociação', 'Contabilidade Básica', 'Empreendedorismo Social', 'Logística e Distribuição', 'Economia Brasileira', 'Direito Tributário', 'Recursos Humanos', 'Gestão de Projetos'],
  idiomas: ['Inglês Instrumental', 'Espanhol Conversação', 'Francês Básico', 'Português para Concursos', 'Redação para o ENEM', 'Libras', 'Alemão para Iniciantes', 'Italiano Prático'],
  marketing: ['Marketing Digital', 'Comunicação e Oratória', 'Publicidade em Redes Sociais', 'Produção Audiovisual', 'Fotografia para Negócios', 'Branding e Reputação'],
  design: ['Design Gráfico', 'Ilustração Digital', 'Experiência do Usuário', 'Tipografia', 'Design de Interiores', 'Animação 2D'],
};

export const TITLE_FORMS = ['Introdução à {s}', 'Fundamentos de {s}', '{s} na Prática', '{s}: do Básico ao Avançado', 'Curso Intensivo de {s}', '{s} para Iniciantes', 'Tópicos Avançados em {s}', '{s} Aplicada ao Mercado'] as const;

export const LESSON_WORDS = ['Conceitos', 'Exercícios', 'Revisão', 'Estudo de caso', 'Prática guiada', 'Avaliação', 'Introdução', 'Aplicações', 'Projeto', 'Discussão'] as const;

/** Lower case, no accents, no spaces: for e-mail addresses. */
export const asciiSlug = (value: string) =>
  value.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '.');

export const pad = (n: number, width: number) => String(n).padStart(width, '0');
