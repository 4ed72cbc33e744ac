import type { CourseExam } from './types.ts';

/** Course '12': Marketing de Conteúdo e SEO: its exam's question bank (the lessons are ./conteudo-seo/*.md). */
export const conteudoSeo: CourseExam = {
  questionsPerAttempt: 5,
  questionBank: [
    ['O que é uma palavra-chave de cauda longa?', ['Um termo curto e genérico', 'Uma expressão mais específica, com menos buscas e intenção mais clara', 'Uma palavra em outro idioma', 'Um link patrocinado'], 1, 'Termos de cauda longa têm menos concorrência e atraem visitantes mais qualificados.'],
    ['O que são backlinks?', ['Links de outros sites apontando para o seu', 'Links quebrados', 'Menus do rodapé', 'Anúncios pagos'], 0, 'Backlinks de sites relevantes indicam confiança e autoridade aos buscadores.'],
    ['Para que serve a meta description?', ['Resumir a página nos resultados de busca', 'Definir a cor do site', 'Bloquear robôs', 'Acelerar o servidor'], 0, 'Uma boa meta description aumenta a taxa de cliques nos resultados.'],
    ['O que é um calendário editorial?', ['O planejamento de temas, canais, responsáveis e datas de publicação', 'A agenda de feriados', 'O registro de férias da equipe', 'Um plugin de calendário'], 0, 'Ele garante consistência e alinhamento dos conteúdos com os objetivos.'],
    ['Qual métrica do Search Console é a razão entre cliques e impressões?', ['Posição média', 'CTR', 'LCP', 'Volume de busca'], 1, 'CTR baixo com muitas impressões indica título e descrição pouco atrativos.'],
    ['Qual é a intenção da busca "como calcular ponto de equilíbrio"?', ['Transacional', 'Navegacional', 'Informacional', 'Comercial'], 2, 'A pessoa quer aprender; o conteúdo certo é um guia, não uma página de produto.'],
    ['O que mede o LCP, uma das Core Web Vitals?', ['O número de links da página', 'O tempo para o maior elemento visível aparecer', 'A quantidade de palavras-chave', 'O número de backlinks'], 1, 'Um bom LCP fica em até 2,5 segundos.'],
    ['Qual destas é uma prática de link building que viola as diretrizes do Google?', ['Publicar pesquisas com dados próprios', 'Comprar links sem marcá-los como patrocinados', 'Pedir inclusão de link em menções à marca', 'Escrever como convidado em sites relevantes'], 1, 'Links comprados sem rel="sponsored" podem levar a penalizações.'],
    ['O que é uma página pilar em um cluster de conteúdo?', ['Uma página sem links', 'Um conteúdo amplo sobre um tema, ligado a artigos específicos que apontam de volta para ele', 'A página de contato', 'Um anúncio fixo'], 1, 'O cluster mostra ao buscador que o site cobre o tema com profundidade.'],
    ['O que fazer ao mudar a URL de uma página que já recebe visitas?', ['Nada', 'Criar um redirecionamento 301 da antiga para a nova', 'Apagar a página antiga', 'Mudar o título'], 1, 'O 301 preserva visitas, links e autoridade conquistados pela URL antiga.'],
    ['Qual é o tamanho recomendado para a tag title?', ['Cerca de 10 caracteres', 'Cerca de 50 a 60 caracteres', 'Mais de 200 caracteres', 'Não há limite visível'], 1, 'Títulos longos demais são cortados nos resultados de busca.'],
    ['O que caracteriza um conteúdo evergreen?', ['Fala apenas de notícias do dia', 'Continua útil por muito tempo e pode ser atualizado', 'É sempre um vídeo', 'É publicado só no Natal'], 1, 'Conteúdos perenes continuam atraindo visitas por anos.'],
  ],
};
