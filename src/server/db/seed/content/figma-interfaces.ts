import type { CourseExam } from './types.ts';

/** Course '13': Design de Interfaces com Figma: its exam's question bank (the lessons are ./figma-interfaces/*.md). */
export const figmaInterfaces: CourseExam = {
  questionsPerAttempt: 5,
  questionBank: [
    ['No Figma, para que servem os componentes?', ['Reutilizar elementos e manter consistência', 'Exportar vídeos', 'Editar fotos', 'Programar o back-end'], 0, 'Alterações no componente principal se propagam para todas as instâncias.'],
    ['O que o Auto Layout faz?', ['Ajusta automaticamente espaçamento e tamanho dos elementos ao conteúdo', 'Gera cores aleatórias', 'Publica o site', 'Corrige textos'], 0, 'O Auto Layout funciona como o flexbox, adaptando o frame ao conteúdo.'],
    ['O que é um design system?', ['Um conjunto de padrões, componentes e diretrizes reutilizáveis', 'Um sistema operacional', 'Uma fonte tipográfica', 'Um tipo de arquivo'], 0, 'Ele dá consistência e agilidade ao trabalho de design e desenvolvimento.'],
    ['Para que serve o modo Prototype no Figma?', ['Conectar telas e simular a navegação', 'Escrever código', 'Criar planilhas', 'Gerenciar tarefas'], 0, 'No protótipo definimos gatilhos, ações e transições para testar fluxos.'],
    ['O que são variantes de componentes?', ['Estados e versões de um mesmo componente agrupados em um conjunto', 'Cópias soltas sem vínculo', 'Plugins pagos', 'Páginas do arquivo'], 0, 'Variantes reúnem tipo, tamanho e estado, como padrão, hover e desabilitado.'],
    ['Qual a diferença entre um frame e um grupo?', ['Não há diferença', 'O frame tem tamanho próprio e aceita grids, constraints e Auto Layout; o grupo só junta elementos', 'O grupo aceita Auto Layout e o frame não', 'O frame só existe no protótipo'], 1, 'Use frames para telas e componentes; grupos para juntar elementos temporariamente.'],
    ['No Auto Layout, o que faz a opção "Fill container"?', ['O elemento ocupa o espaço disponível no contêiner', 'O elemento acompanha o tamanho do próprio conteúdo', 'O elemento fica com tamanho fixo', 'O elemento é escondido'], 0, '"Hug" acompanha o conteúdo; "Fill" ocupa o espaço disponível; "Fixed" mantém o tamanho.'],
    ['Como o Smart animate decide o que animar entre dois frames?', ['Anima tudo aleatoriamente', 'Compara camadas com o mesmo nome e anima as diferenças', 'Usa apenas a opacidade', 'Depende de um plugin'], 1, 'Por isso nomear as camadas de forma consistente é essencial.'],
    ['Por que nomear estilos de cor pelo uso (ex.: Texto/Principal)?', ['Porque o Figma exige', 'Para trocar valores, como em um tema escuro, sem mudar os nomes', 'Para deixar o arquivo mais leve', 'Para esconder as cores'], 1, 'Nomes semânticos permitem mudar a aparência mantendo o significado.'],
    ['O que uma biblioteca compartilhada permite?', ['Publicar componentes e estilos para uso em vários arquivos, com atualizações controladas', 'Vender o arquivo', 'Converter o design em aplicativo pronto', 'Editar vídeos'], 0, 'Uma correção publicada na biblioteca chega a todos os projetos que a usam.'],
    ['O que o desenvolvimento precisa receber no handoff além das telas principais?', ['Somente o logotipo', 'Estados (vazio, carregando, erro), comportamento responsivo e notas de acessibilidade', 'A senha do Figma', 'Nada além das telas'], 1, 'Sem os estados e o comportamento, o time precisa adivinhar ou perguntar.'],
    ['Qual é uma boa duração para microinterações?', ['2 a 3 segundos', '150 a 300 milissegundos', '10 milissegundos', '1 minuto'], 1, 'Animações curtas explicam a mudança sem atrasar o usuário.'],
  ],
};
