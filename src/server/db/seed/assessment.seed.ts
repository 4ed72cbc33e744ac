import type { Db } from '../database.ts';
import { hashPassword } from '#server/lib/passwords';
import type { SeedContext } from './seed-context.ts';

// Exams, the demo student's graded attempts and certificates, and an e2e student (Carla).
// Runs after the learning seed: it reads lessons and enrollments when they exist, and
// still gives quizzes and certificates when they do not.

const DAY_MS = 24 * 60 * 60 * 1000;
const DEMO_STUDENT = 'user-aluno-demo';
export const CARLA = { id: 'user-aluno-carla', name: 'Carla Mendes', email: 'carla@eduia.com.br', password: 'Aluno@2024', courseId: '11' } as const;

/** Fixed ids: the seed is idempotent and tests can refer to them. */
export const quizIdOf = (courseId: string) => `quiz-curso-${courseId}`;

/** The demo student's completed courses, with their exam score and certificate code (average 90 %). */
export const DEMO_COMPLETED = [
  { courseId: '3', score: 90, code: 'EDU-4GPA-7KQX-3M2D' },
  { courseId: '4', score: 80, code: 'EDU-8NGB-2RTW-5H9C' },
  { courseId: '5', score: 100, code: 'EDU-6MKD-9PVZ-4E7F' },
  { courseId: '7', score: 90, code: 'EDU-3EDG-5WYN-8J2K' },
  { courseId: '9', score: 90, code: 'EDU-7UXD-4BCR-6T3S' },
] as const;

/** [question, options (4), index of the right option, explanation] */
type Q = [string, [string, string, string, string], number, string];

/** Seeded exams, in Portuguese: 10 questions for the courses the demo student completed, 5 for the others. */
export const QUIZ_QUESTIONS: Record<string, Q[]> = {
  '1': [
    ['O que é Inteligência Artificial?', ['Um tipo de hardware de alto desempenho', 'A área que cria sistemas capazes de realizar tarefas que exigem inteligência humana', 'Uma linguagem de programação', 'Um banco de dados distribuído'], 1, 'IA é o campo da computação dedicado a sistemas que percebem, aprendem, raciocinam e decidem de forma semelhante a pessoas.'],
    ['Qual destes é um exemplo de aprendizado supervisionado?', ['Agrupar clientes sem rótulos', 'Classificar e-mails como spam a partir de exemplos rotulados', 'Um robô aprendendo por tentativa e erro', 'Compactar arquivos'], 1, 'No aprendizado supervisionado o modelo aprende com exemplos que já trazem a resposta correta (rótulos).'],
    ['O que o Teste de Turing avalia?', ['A velocidade de um processador', 'Se uma máquina consegue se passar por um humano em uma conversa', 'A segurança de uma rede', 'A precisão de um sensor'], 1, 'Proposto por Alan Turing em 1950, o teste verifica se um avaliador distingue a máquina de um humano pela conversa.'],
    ['Qual termo descreve uma IA especializada em uma única tarefa?', ['IA geral', 'Superinteligência', 'IA estreita (fraca)', 'IA simbólica universal'], 2, 'A IA estreita resolve tarefas específicas, como reconhecer imagens ou traduzir textos; é a IA que usamos hoje.'],
    ['Qual destes é um risco ético importante no uso de IA?', ['Vieses nos dados de treinamento', 'Excesso de memória RAM', 'Uso de teclados sem fio', 'Monitores de alta resolução'], 0, 'Dados enviesados produzem decisões enviesadas; por isso é preciso auditar dados e modelos.'],
  ],
  '2': [
    ['Qual biblioteca Python é mais usada para algoritmos clássicos de Machine Learning?', ['Flask', 'scikit-learn', 'Requests', 'Pygame'], 1, 'O scikit-learn reúne algoritmos de classificação, regressão, agrupamento e ferramentas de avaliação.'],
    ['Para que serve dividir os dados em treino e teste?', ['Para acelerar o treinamento', 'Para avaliar o modelo em dados que ele não viu', 'Para reduzir o tamanho do arquivo', 'Para remover valores nulos'], 1, 'Avaliar em dados não vistos mostra se o modelo generaliza, e não apenas se decorou o treino.'],
    ['O que é overfitting?', ['Quando o modelo é simples demais', 'Quando o modelo se ajusta demais ao treino e erra em dados novos', 'Quando faltam dados de teste', 'Quando o modelo treina rápido demais'], 1, 'Um modelo com overfitting memoriza ruídos do treino e perde a capacidade de generalizar.'],
    ['Qual métrica é adequada para um problema de regressão?', ['Acurácia', 'Erro quadrático médio (MSE)', 'Matriz de confusão', 'Precisão'], 1, 'Em regressão prevemos valores contínuos; o MSE mede a média dos erros ao quadrado.'],
    ['Qual algoritmo é de aprendizado não supervisionado?', ['Regressão linear', 'K-means', 'Árvore de decisão', 'Regressão logística'], 1, 'O K-means agrupa os dados em k grupos sem precisar de rótulos.'],
  ],
  '3': [
    ['Qual documento reúne os valores do desenvolvimento ágil?', ['PMBOK', 'Manifesto Ágil', 'ISO 9001', 'Guia ITIL'], 1, 'O Manifesto Ágil (2001) traz 4 valores e 12 princípios que orientam os métodos ágeis.'],
    ['No Scrum, quem é responsável por maximizar o valor do produto?', ['Scrum Master', 'Product Owner', 'Time de Desenvolvimento', 'Gerente de projetos'], 1, 'O Product Owner gerencia o Product Backlog e decide a ordem do que será entregue.'],
    ['Qual a duração máxima de uma Sprint no Scrum?', ['Uma semana', 'Um mês', 'Três meses', 'Não há limite'], 1, 'Sprints têm duração fixa de até um mês, o que garante inspeção e adaptação frequentes.'],
    ['Qual é o objetivo da Daily Scrum?', ['Apresentar o produto ao cliente', 'Inspecionar o progresso rumo à meta da Sprint e ajustar o plano', 'Avaliar o desempenho individual', 'Planejar o próximo trimestre'], 1, 'É um evento de 15 minutos para o time se sincronizar e adaptar o plano do dia.'],
    ['O que caracteriza o método Kanban?', ['Sprints de duração fixa', 'Visualização do fluxo e limite de trabalho em progresso', 'Papéis obrigatórios de Scrum Master', 'Planejamento anual detalhado'], 1, 'Kanban torna o fluxo visível em um quadro e limita o WIP para reduzir gargalos.'],
    ['O que é o Product Backlog?', ['A lista ordenada de tudo o que pode ser feito no produto', 'O relatório de horas do time', 'O contrato com o cliente', 'A lista de defeitos corrigidos'], 0, 'O Product Backlog é a fonte única de trabalho do time, ordenada pelo Product Owner.'],
    ['Qual evento do Scrum busca melhorar a forma de trabalho do time?', ['Sprint Review', 'Sprint Planning', 'Retrospectiva da Sprint', 'Refinamento'], 2, 'Na Retrospectiva o time analisa pessoas, processos e ferramentas e define melhorias.'],
    ['O que representa um story point?', ['Uma hora de trabalho', 'Uma medida relativa de esforço e complexidade', 'O preço de uma funcionalidade', 'O número de testes'], 1, 'Story points comparam itens entre si em vez de estimar horas exatas.'],
    ['O que é a Definição de Pronto (Definition of Done)?', ['A data de entrega do projeto', 'Os critérios compartilhados para considerar um incremento concluído', 'A lista de tarefas de um membro', 'O orçamento aprovado'], 1, 'A Definição de Pronto garante transparência sobre a qualidade exigida de cada incremento.'],
    ['Qual gráfico mostra o trabalho restante ao longo da Sprint?', ['Gráfico de Gantt', 'Burndown', 'Diagrama de Ishikawa', 'Gráfico de pizza'], 1, 'O burndown mostra quanto falta fazer a cada dia, revelando se a meta está ao alcance.'],
  ],
  '4': [
    ['Qual é a forma mais adequada de iniciar um e-mail formal em inglês?', ['Hey guys,', 'Dear Mr. Smith,', 'What\'s up?', 'Yo Smith,'], 1, '"Dear" seguido do título e sobrenome é a saudação padrão em e-mails formais.'],
    ['O que significa "deadline"?', ['Linha de produção', 'Prazo final', 'Reunião diária', 'Orçamento'], 1, '"Deadline" é a data limite para entregar algo.'],
    ['Complete: "I look forward to ___ from you."', ['hear', 'hearing', 'heard', 'hears'], 1, 'Depois de "look forward to" usamos o verbo com -ing.'],
    ['Qual expressão é usada para marcar uma reunião?', ['To call off a meeting', 'To set up a meeting', 'To put off a meeting', 'To turn down a meeting'], 1, '"Set up" significa organizar ou marcar; "call off" cancela e "put off" adia.'],
    ['O que significa "ROI"?', ['Return on Investment', 'Rate of Inflation', 'Risk of Interest', 'Revenue of Industry'], 0, 'ROI (retorno sobre o investimento) mede o ganho obtido em relação ao valor investido.'],
    ['Como se diz "ata de reunião" em inglês?', ['Meeting minutes', 'Meeting hours', 'Meeting notes paper', 'Meeting seconds'], 0, '"Minutes" é o registro formal do que foi discutido e decidido.'],
    ['Qual frase é mais educada para pedir algo?', ['Send me the report.', 'Could you please send me the report?', 'You must send the report.', 'Report, now.'], 1, 'Perguntas com "could you please" soam educadas e profissionais.'],
    ['O que significa "to follow up"?', ['Desistir de um assunto', 'Dar continuidade ou retomar um assunto', 'Seguir alguém na rua', 'Encerrar um contrato'], 1, '"Follow up" é retomar um contato ou tarefa para verificar o andamento.'],
    ['Qual é o significado de "stakeholder"?', ['Acionista majoritário apenas', 'Parte interessada em um projeto ou empresa', 'Fornecedor de carne', 'Cliente inadimplente'], 1, 'Stakeholders são todos os afetados por um projeto: clientes, equipe, investidores, fornecedores.'],
    ['Como encerrar um e-mail formal?', ['Kind regards,', 'See ya,', 'Bye bye,', 'Cheers mate,'], 0, '"Kind regards" e "Best regards" são encerramentos cordiais e profissionais.'],
  ],
  '5': [
    ['O que é persona no marketing digital?', ['Um perfil semifictício do cliente ideal', 'O logotipo da empresa', 'Um influenciador contratado', 'A senha das redes sociais'], 0, 'A persona reúne dados e comportamentos do cliente ideal para orientar a comunicação.'],
    ['O que mede a taxa de conversão?', ['O número de seguidores', 'A porcentagem de visitantes que realizam a ação desejada', 'O custo de um anúncio', 'O tempo de carregamento do site'], 1, 'Conversão é a razão entre quem realizou a ação (compra, cadastro) e o total de visitantes.'],
    ['O que significa SEO?', ['Search Engine Optimization', 'Social Engagement Online', 'Sales Enterprise Operation', 'Secure E-mail Output'], 0, 'SEO é a otimização para mecanismos de busca, buscando tráfego orgânico.'],
    ['Qual é a etapa do funil em que o cliente decide a compra?', ['Topo do funil', 'Meio do funil', 'Fundo do funil', 'Fora do funil'], 2, 'No fundo do funil o lead já considera soluções e está pronto para decidir.'],
    ['O que é CPC em anúncios online?', ['Custo por clique', 'Conversão por cliente', 'Campanha por conteúdo', 'Custo por compra'], 0, 'No modelo CPC o anunciante paga cada vez que alguém clica no anúncio.'],
    ['Para que serve um teste A/B?', ['Para comparar duas versões e ver qual tem melhor desempenho', 'Para testar a velocidade da internet', 'Para aprovar o orçamento', 'Para escolher o logotipo por sorteio'], 0, 'No teste A/B o público é dividido entre duas versões e os resultados são comparados.'],
    ['O que é inbound marketing?', ['Ligações de telemarketing', 'Atrair clientes com conteúdo relevante', 'Comprar listas de e-mails', 'Anúncios em outdoors'], 1, 'O inbound atrai o cliente com conteúdo útil, em vez de interrompê-lo.'],
    ['O que indica a taxa de rejeição de uma página?', ['Visitantes que saem sem interagir', 'Clientes que pediram reembolso', 'E-mails que voltaram', 'Anúncios reprovados'], 0, 'Uma rejeição alta sugere que a página não atende à expectativa de quem chega.'],
    ['Qual métrica relaciona o custo de conquistar um cliente?', ['LTV', 'CAC', 'NPS', 'CTR'], 1, 'O CAC (custo de aquisição de clientes) soma o investimento em marketing e vendas por cliente novo.'],
    ['O que é um lead?', ['Um concorrente direto', 'Um contato que demonstrou interesse e deixou seus dados', 'Um anúncio pago', 'Um erro no site'], 1, 'Leads são potenciais clientes que forneceram informações, como o e-mail, em troca de algo de valor.'],
  ],
  '6': [
    ['Qual função de ativação é muito usada nas camadas ocultas de redes profundas?', ['ReLU', 'Função identidade', 'Função degrau', 'Seno'], 0, 'A ReLU é simples e reduz o problema do gradiente que desaparece.'],
    ['Qual arquitetura é mais indicada para imagens?', ['Rede neural convolucional (CNN)', 'Regressão linear', 'K-means', 'Árvore de decisão'], 0, 'As CNNs usam filtros que capturam padrões espaciais, como bordas e texturas.'],
    ['O que faz o algoritmo de backpropagation?', ['Calcula os gradientes do erro para ajustar os pesos', 'Coleta dados da internet', 'Compacta o modelo', 'Divide os dados em lotes'], 0, 'A retropropagação aplica a regra da cadeia para obter o gradiente de cada peso.'],
    ['Para que serve o dropout?', ['Para acelerar a leitura dos dados', 'Para reduzir o overfitting desligando neurônios aleatoriamente', 'Para aumentar a taxa de aprendizado', 'Para remover camadas'], 1, 'Ao desligar neurônios no treino, o dropout impede que a rede dependa demais de poucos caminhos.'],
    ['Qual arquitetura se tornou base dos grandes modelos de linguagem?', ['Perceptron simples', 'Transformer', 'Rede de Hopfield', 'Máquina de Boltzmann'], 1, 'O Transformer usa mecanismos de atenção e é a base de modelos como GPT e BERT.'],
  ],
  '7': [
    ['O que é um MVP?', ['O produto final com todas as funções', 'O produto mínimo viável para testar hipóteses com clientes', 'Um prêmio para o melhor funcionário', 'Um plano de marketing'], 1, 'O MVP entrega o mínimo necessário para aprender com clientes reais, com pouco investimento.'],
    ['Qual ferramenta resume o modelo de negócio em nove blocos?', ['Business Model Canvas', 'Matriz BCG', 'Diagrama de Gantt', 'Fluxo de caixa'], 0, 'O Canvas organiza proposta de valor, clientes, canais, receitas, custos e outros blocos.'],
    ['O que significa "pivotar" uma startup?', ['Fechar a empresa', 'Mudar a estratégia com base no que foi aprendido', 'Contratar mais pessoas', 'Abrir capital na bolsa'], 1, 'Pivotar é mudar um componente do modelo de negócio mantendo o aprendizado acumulado.'],
    ['O que é proposta de valor?', ['O preço do produto', 'O benefício que faz o cliente escolher sua solução', 'O salário dos sócios', 'O valor da marca na bolsa'], 1, 'A proposta de valor explica qual problema você resolve e por que melhor que as alternativas.'],
    ['O que é bootstrapping?', ['Crescer com recursos próprios, sem investidores', 'Um tipo de linguagem de programação', 'Uma rodada de investimento anjo', 'Um método de contratação'], 0, 'No bootstrapping a empresa se financia com as próprias receitas e economias dos sócios.'],
    ['O que caracteriza um investidor-anjo?', ['Um banco que empresta com juros', 'Uma pessoa que investe capital próprio no início da empresa', 'Um órgão do governo', 'Um cliente que compra antecipado'], 1, 'Investidores-anjo aportam recursos e experiência nas fases iniciais, em troca de participação.'],
    ['O que é o MEI no Brasil?', ['Microempreendedor Individual, com tributação simplificada', 'Ministério da Economia e Indústria', 'Um tipo de sociedade anônima', 'Um imposto sobre importação'], 0, 'O MEI permite formalizar pequenos negócios com CNPJ e impostos fixos mensais.'],
    ['O que mede o churn?', ['A taxa de clientes que cancelam', 'O lucro líquido', 'O número de funcionários', 'O tráfego do site'], 0, 'Churn é a taxa de cancelamento; reduzi-lo é essencial em negócios de assinatura.'],
    ['O que é escalabilidade em um negócio digital?', ['Crescer a receita sem aumentar os custos na mesma proporção', 'Ter muitos andares no escritório', 'Aumentar preços todo mês', 'Contratar um funcionário por cliente'], 0, 'Negócios escaláveis atendem muito mais clientes com custo marginal pequeno.'],
    ['Qual é o objetivo de validar o problema antes de construir a solução?', ['Gastar mais no desenvolvimento', 'Garantir que existe uma dor real que os clientes querem resolver', 'Atrasar o lançamento', 'Evitar conversar com clientes'], 1, 'Validar o problema evita construir algo que ninguém quer.'],
  ],
  '8': [
    ['Como se diz "bom dia" em espanhol?', ['Buenas noches', 'Buenos días', 'Buenas tardes', 'Hasta luego'], 1, '"Buenos días" é usado pela manhã; "buenas tardes" à tarde e "buenas noches" à noite.'],
    ['O que significa "embarazada"?', ['Envergonhada', 'Grávida', 'Embaraçada com a situação', 'Cansada'], 1, 'É um falso cognato clássico: "embarazada" quer dizer grávida.'],
    ['Qual é a tradução de "obrigado"?', ['Perdón', 'Gracias', 'Por favor', 'De nada'], 1, '"Gracias" agradece; a resposta costuma ser "de nada".'],
    ['Como se pergunta o nome de alguém informalmente?', ['¿Cómo te llamas?', '¿Dónde vives?', '¿Qué hora es?', '¿Cuántos años tienes?'], 0, '"¿Cómo te llamas?" significa "como você se chama?".'],
    ['Qual é o plural de "el libro"?', ['Los libros', 'Las libras', 'El libros', 'Los libro'], 0, 'Artigo e substantivo vão para o plural: "los libros".'],
  ],
  '9': [
    ['O que significa UX?', ['User Experience (experiência do usuário)', 'Universal XML', 'User Extension', 'Unique Xperience'], 0, 'UX trata de como a pessoa se sente e se sai ao usar um produto ou serviço.'],
    ['Qual é o objetivo de uma pesquisa com usuários?', ['Confirmar as ideias da equipe', 'Entender necessidades, comportamentos e dores reais', 'Escolher a paleta de cores', 'Reduzir o número de telas'], 1, 'Pesquisa revela o que as pessoas realmente precisam, evitando suposições.'],
    ['O que é um wireframe?', ['Um protótipo de alta fidelidade com cores finais', 'Um esboço da estrutura da tela, sem acabamento visual', 'Um tipo de cabo de rede', 'O código final da interface'], 1, 'Wireframes definem hierarquia e disposição dos elementos antes do visual.'],
    ['O que avalia um teste de usabilidade?', ['Se as pessoas conseguem realizar tarefas com facilidade', 'A velocidade do servidor', 'O preço do produto', 'A quantidade de código'], 0, 'Observamos usuários reais executando tarefas para encontrar obstáculos.'],
    ['As heurísticas de Nielsen servem para:', ['Avaliar a usabilidade de uma interface', 'Calcular o orçamento do projeto', 'Escrever código acessível automaticamente', 'Criar logotipos'], 0, 'São 10 princípios gerais usados em avaliações heurísticas de interfaces.'],
    ['O que é uma jornada do usuário?', ['O caminho de carreira do designer', 'A representação das etapas e emoções do usuário ao atingir um objetivo', 'O mapa do site', 'A lista de bugs'], 1, 'O mapa de jornada mostra pontos de contato, ações, sentimentos e oportunidades.'],
    ['O que diz a Lei de Hick?', ['Mais opções aumentam o tempo de decisão', 'Botões grandes são sempre melhores', 'Usuários leem tudo na tela', 'Cores quentes vendem mais'], 0, 'Quanto mais opções, mais tempo para decidir; por isso simplificamos escolhas.'],
    ['Qual prática melhora a acessibilidade?', ['Usar apenas cor para indicar erros', 'Garantir contraste suficiente entre texto e fundo', 'Remover rótulos dos campos', 'Usar fontes muito pequenas'], 1, 'Contraste adequado (WCAG) permite a leitura por pessoas com baixa visão.'],
    ['O que é um protótipo?', ['Uma simulação do produto para testar ideias antes de desenvolver', 'O produto final publicado', 'Um manual de marca', 'Um relatório financeiro'], 0, 'Protótipos permitem testar fluxos com usuários de forma rápida e barata.'],
    ['O que é arquitetura da informação?', ['A organização e rotulagem do conteúdo para que seja encontrado', 'O projeto do prédio da empresa', 'A infraestrutura de servidores', 'A escolha de fontes'], 0, 'Ela estrutura menus, categorias e rótulos para que o usuário encontre o que procura.'],
  ],
  '10': [
    ['Qual comando SQL busca dados de uma tabela?', ['INSERT', 'SELECT', 'UPDATE', 'DELETE'], 1, 'SELECT consulta dados; os outros comandos inserem, alteram ou removem.'],
    ['Qual cláusula filtra linhas antes do agrupamento?', ['HAVING', 'WHERE', 'ORDER BY', 'LIMIT'], 1, 'WHERE filtra linhas; HAVING filtra grupos depois do GROUP BY.'],
    ['O que o INNER JOIN retorna?', ['Todas as linhas das duas tabelas', 'Apenas as linhas com correspondência nas duas tabelas', 'Apenas as linhas da tabela da esquerda', 'As linhas sem correspondência'], 1, 'INNER JOIN mantém só as combinações que satisfazem a condição de junção.'],
    ['Qual função conta o número de linhas?', ['SUM()', 'COUNT()', 'AVG()', 'MAX()'], 1, 'COUNT(*) conta linhas; SUM soma valores e AVG calcula a média.'],
    ['Para que serve o GROUP BY?', ['Ordenar o resultado', 'Agrupar linhas para aplicar funções de agregação', 'Apagar duplicados da tabela', 'Criar índices'], 1, 'GROUP BY reúne linhas com o mesmo valor para calcular totais, médias e contagens.'],
  ],
  '11': [
    ['O que é fluxo de caixa?', ['O registro das entradas e saídas de dinheiro da empresa', 'O lucro anual', 'O valor das ações', 'O estoque de produtos'], 0, 'O fluxo de caixa mostra quando o dinheiro entra e sai, evitando falta de recursos.'],
    ['O que é capital de giro?', ['O dinheiro para manter as operações do dia a dia', 'O valor do imóvel da empresa', 'O salário dos sócios', 'O empréstimo de longo prazo'], 0, 'Capital de giro financia estoques, contas a pagar e o prazo dado aos clientes.'],
    ['Como se calcula o lucro líquido?', ['Receita menos todos os custos, despesas e impostos', 'Receita mais impostos', 'Apenas o total de vendas', 'Custos menos receitas'], 0, 'É o que sobra da receita depois de descontar custos, despesas e tributos.'],
    ['O que indica o ponto de equilíbrio?', ['O faturamento em que a empresa não tem lucro nem prejuízo', 'O maior lucro possível', 'O dia do pagamento', 'O limite do cartão'], 0, 'No ponto de equilíbrio as receitas cobrem exatamente os custos fixos e variáveis.'],
    ['Por que separar as finanças pessoais das da empresa?', ['Para ter controle real do desempenho do negócio', 'Para pagar mais impostos', 'Porque é proibido ter conta bancária', 'Para reduzir as vendas'], 0, 'Misturar contas esconde o resultado real e dificulta decisões.'],
  ],
  '12': [
    ['O que é uma palavra-chave de cauda longa?', ['Um termo curto e genérico', 'Uma expressão mais específica, com menos buscas e mais intenção', 'Uma palavra em outro idioma', 'Um link patrocinado'], 1, 'Termos de cauda longa têm menos concorrência e atraem visitantes mais qualificados.'],
    ['O que são backlinks?', ['Links de outros sites apontando para o seu', 'Links quebrados', 'Menus do rodapé', 'Anúncios pagos'], 0, 'Backlinks de qualidade indicam relevância e autoridade aos buscadores.'],
    ['Para que serve a meta description?', ['Resumir a página nos resultados de busca', 'Definir a cor do site', 'Bloquear robôs', 'Acelerar o servidor'], 0, 'Uma boa meta description aumenta a taxa de cliques nos resultados.'],
    ['O que é um calendário editorial?', ['O planejamento de temas e datas de publicação', 'A agenda de feriados', 'O registro de férias da equipe', 'Um plugin de calendário'], 0, 'Ele garante consistência e alinhamento dos conteúdos com os objetivos.'],
    ['Qual métrica indica o engajamento de um artigo?', ['Tempo médio na página', 'Número de servidores', 'Tamanho do logotipo', 'Idade do domínio'], 0, 'Tempo na página mostra se o leitor realmente consumiu o conteúdo.'],
  ],
  '13': [
    ['No Figma, para que servem os componentes?', ['Reutilizar elementos e manter consistência', 'Exportar vídeos', 'Editar fotos', 'Programar o back-end'], 0, 'Componentes propagam alterações para todas as instâncias.'],
    ['O que o Auto Layout faz?', ['Ajusta automaticamente espaçamento e tamanho dos elementos', 'Gera cores aleatórias', 'Publica o site', 'Corrige textos'], 0, 'O Auto Layout funciona como o flexbox, adaptando o frame ao conteúdo.'],
    ['O que é um design system?', ['Um conjunto de padrões, componentes e diretrizes reutilizáveis', 'Um sistema operacional', 'Uma fonte tipográfica', 'Um tipo de arquivo'], 0, 'Ele dá consistência e agilidade ao trabalho de design e desenvolvimento.'],
    ['Para que serve o modo protótipo no Figma?', ['Conectar telas e simular a navegação', 'Escrever código', 'Criar planilhas', 'Gerenciar tarefas'], 0, 'No protótipo definimos interações e transições para testar fluxos.'],
    ['O que são variantes de componentes?', ['Estados e versões de um mesmo componente agrupados', 'Cópias soltas sem vínculo', 'Plugins pagos', 'Páginas do arquivo'], 0, 'Variantes reúnem estados como padrão, hover e desabilitado em um único componente.'],
  ],
  '14': [
    ['Como se diz "obrigado" em francês?', ['Merci', 'Bonjour', 'Pardon', 'Salut'], 0, '"Merci" é obrigado; "merci beaucoup" é muito obrigado.'],
    ['O que significa "Où est la gare?"', ['Quanto custa?', 'Onde fica a estação de trem?', 'Que horas são?', 'Qual é o seu nome?'], 1, '"Où est" significa "onde está/fica" e "la gare" é a estação de trem.'],
    ['Como pedir a conta em um restaurante?', ['L\'addition, s\'il vous plaît', 'Le menu, merci', 'Bon appétit', 'À bientôt'], 0, '"L\'addition" é a conta; "s\'il vous plaît" significa por favor.'],
    ['Qual saudação é usada à noite?', ['Bonjour', 'Bonsoir', 'Bon matin', 'Salut matin'], 1, '"Bonsoir" é boa noite ao chegar; "bonne nuit" é para se despedir antes de dormir.'],
    ['O que significa "Je voudrais une chambre"?', ['Eu gostaria de um quarto', 'Eu quero um táxi', 'Eu preciso de ajuda', 'Eu estou perdido'], 0, 'Frase útil em hotéis: "je voudrais" é a forma educada de pedir.'],
  ],
};

/** Puts the right answer in varied positions (the source lists are written with it mostly first). */
function arrange(courseId: string, index: number, [question, options, correct, explanation]: Q) {
  const shift = (Number(courseId) * 7 + index * 3) % 4;
  const rotated = options.map((_, i) => options[(i + shift) % 4]);
  return { question, options: rotated, correctIndex: (correct - shift + 4) % 4, explanation };
}

export async function seedAssessment({ db, now }: SeedContext) {
  await seedQuizzes(db, now);
  await seedDemoLearningFallback(db, now);
  await seedDemoRecords(db, now);
  await seedCarla(db, now);
}

async function seedQuizzes(db: Db, now: Date) {
  const courses = await db.selectFrom('courses').select(['id', 'title', 'instructorId']).execute();
  const iso = new Date(now.getTime() - 200 * DAY_MS).toISOString();
  for (const course of courses) {
    const questions = QUIZ_QUESTIONS[course.id];
    if (!questions) continue;
    const quizId = quizIdOf(course.id);
    await db
      .insertInto('quizzes')
      .values({ id: quizId, courseId: course.id, title: `Simulado: ${course.title}`, durationMinutes: 30, passingScore: 70, createdBy: course.instructorId, createdAt: iso, updatedAt: iso })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    for (const [index, source] of questions.entries()) {
      const q = arrange(course.id, index, source);
      await db
        .insertInto('quizQuestions')
        .values({ id: `${quizId}-q${index + 1}`, quizId, position: index + 1, question: q.question, options: JSON.stringify(q.options), correctIndex: q.correctIndex, explanation: q.explanation })
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
    }
  }
}

/** A São Paulo calendar day, `daysAgo` days before `now`, as YYYY-MM-DD. */
function spDay(now: Date, daysAgo: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  const [y, m, d] = today.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d - daysAgo)).toISOString().slice(0, 10);
}

/** Midday in São Paulo (15:00 UTC) of a day. */
const middayOf = (day: string) => `${day}T15:00:00.000Z`;

/**
 * The demo student's learning state as agreed between the areas (the learning seed owns
 * it): completed '3','4','5','7','9', in progress '1','2','10', 127 h of study within the
 * last months, the last 15 days studied and the 16th not. Only written when the learning
 * seed has not given the demo student any enrollment, so this branch shows the spec's
 * figures on its own; after the learning seed it does nothing.
 */
async function seedDemoLearningFallback(db: Db, now: Date) {
  const any = await db.selectFrom('enrollments').select('id').where('userId', '=', DEMO_STUDENT).limit(1).executeTakeFirst();
  if (any) return;
  const hours = (h: number) => Math.round(h * 3600);
  // Completed courses, oldest first, studied every other day from 140 to 16 days ago.
  const completed = [
    { courseId: '3', seconds: hours(15) }, { courseId: '5', seconds: hours(12.5) }, { courseId: '7', seconds: hours(10) },
    { courseId: '4', seconds: hours(30) }, { courseId: '9', seconds: hours(18) },
  ];
  // In progress, studied every day of the last 15.
  const inProgress = [
    { courseId: '1', seconds: hours(12), progress: 60 }, { courseId: '2', seconds: hours(17.5), progress: 50 }, { courseId: '10', seconds: hours(12), progress: 75 },
  ];
  const oldDays = Array.from({ length: 63 }, (_, i) => spDay(now, 140 - i * 2)); // 140, 138, …, 16
  const recentDays = Array.from({ length: 15 }, (_, i) => spDay(now, 14 - i)); // 14 … 0 (today)
  const rows = [...distribute(completed, oldDays), ...distribute(inProgress, recentDays)];
  for (const row of rows) {
    await db.insertInto('studyTime').values({ userId: DEMO_STUDENT, ...row }).onConflict((oc) => oc.doNothing()).execute();
  }
  const firstDay = (courseId: string) => rows.find((r) => r.courseId === courseId)!.day;
  const lastDay = (courseId: string) => rows.filter((r) => r.courseId === courseId).at(-1)!.day;
  for (const c of completed) {
    await db
      .insertInto('enrollments')
      .values({ id: `enroll-demo-${c.courseId}`, userId: DEMO_STUDENT, courseId: c.courseId, enrolledAt: middayOf(firstDay(c.courseId)), lastAccessedAt: middayOf(lastDay(c.courseId)), progressPercent: 100, completedAt: `${lastDay(c.courseId)}T21:00:00.000Z` })
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
  for (const c of inProgress) {
    const start = spDay(now, 40 + Number(c.courseId));
    await db
      .insertInto('enrollments')
      .values({ id: `enroll-demo-${c.courseId}`, userId: DEMO_STUDENT, courseId: c.courseId, enrolledAt: middayOf(start), lastAccessedAt: new Date(now.getTime() - DAY_MS / 2).toISOString(), progressPercent: c.progress, completedAt: null })
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
}

/** Spreads each course's seconds over the days in order; every day gets some, the total is exact. */
function distribute(courses: Array<{ courseId: string; seconds: number }>, days: string[]) {
  const total = courses.reduce((s, c) => s + c.seconds, 0);
  const perDay = Math.floor(total / days.length / 60) * 60;
  const queue = courses.map((c) => ({ ...c }));
  const rows: Array<{ courseId: string; day: string; seconds: number }> = [];
  days.forEach((day, i) => {
    let budget = i === days.length - 1 ? queue.reduce((s, c) => s + c.seconds, 0) : perDay;
    while (budget > 0 && queue.length > 0) {
      const take = Math.min(budget, queue[0].seconds);
      rows.push({ courseId: queue[0].courseId, day, seconds: take });
      queue[0].seconds -= take;
      budget -= take;
      if (queue[0].seconds === 0) queue.shift();
    }
  });
  return rows;
}

/** Answers that score `score` %: the first questions wrong, the rest right. */
function answersFor(correct: number[], score: number): number[] {
  const wrong = Math.round(correct.length * (1 - score / 100));
  return correct.map((c, i) => (i < wrong ? (c + 1) % 4 : c));
}

async function seedDemoRecords(db: Db, now: Date) {
  for (const { courseId, score, code } of DEMO_COMPLETED) {
    const course = await db.selectFrom('courses').select(['durationMinutes']).where('id', '=', courseId).executeTakeFirst();
    if (!course) continue;
    const enrollment = await db.selectFrom('enrollments').select('completedAt').where('userId', '=', DEMO_STUDENT).where('courseId', '=', courseId).executeTakeFirst();
    const completedAt = enrollment?.completedAt ?? new Date(now.getTime() - (20 + Number(courseId) * 12) * DAY_MS).toISOString();
    const questions = await db.selectFrom('quizQuestions').select('correctIndex').where('quizId', '=', quizIdOf(courseId)).orderBy('position').execute();
    const answers = answersFor(questions.map((q) => q.correctIndex), score);
    const submitted = new Date(new Date(completedAt).getTime() - 60 * 60 * 1000);
    const started = new Date(submitted.getTime() - 18 * 60 * 1000);
    await db
      .insertInto('quizAttempts')
      .values({
        id: `attempt-demo-curso-${courseId}`, quizId: quizIdOf(courseId), userId: DEMO_STUDENT,
        startedAt: started.toISOString(), deadlineAt: new Date(started.getTime() + 30 * 60 * 1000).toISOString(), submittedAt: submitted.toISOString(),
        answers: JSON.stringify(answers), score, passed: 1,
      })
      .onConflict((oc) => oc.doNothing())
      .execute();
    await db
      .insertInto('certificates')
      .values({ id: `cert-demo-curso-${courseId}`, userId: DEMO_STUDENT, courseId, code, issuedAt: completedAt, minutes: course.durationMinutes, score })
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
}

/**
 * Carla Mendes: a student who finished every lesson of course '11' but not its exam, so
 * the e2e journey "pass the exam → certificate" has a course to finish. Her completions
 * are read from the lessons the learning seed created, whatever their ids.
 */
async function seedCarla(db: Db, now: Date) {
  const exists = await db.selectFrom('users').select('id').where('id', '=', CARLA.id).executeTakeFirst();
  if (!exists) {
    await db
      .insertInto('users')
      .values({
        id: CARLA.id, name: CARLA.name, email: CARLA.email, passwordHash: await hashPassword(CARLA.password), role: 'aluno', status: 'ativo',
        phone: null, bio: null, cpf: null, avatarFile: null, passwordChangedAt: now.toISOString(), emailVerifiedAt: '2025-03-10T12:00:00.000Z',
        totpSecret: null, lockedUntil: null, createdAt: '2025-03-10T12:00:00.000Z', lastAccessAt: null,
      })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
  }
  const course = await db.selectFrom('courses').select('id').where('id', '=', CARLA.courseId).executeTakeFirst();
  if (!course) return;
  const lessons = await db.selectFrom('lessons').select('id').where('courseId', '=', CARLA.courseId).orderBy('position').execute();
  const finishedAt = new Date(now.getTime() - 2 * DAY_MS).toISOString();
  await db
    .insertInto('enrollments')
    .values({ id: 'enroll-carla-11', userId: CARLA.id, courseId: CARLA.courseId, enrolledAt: new Date(now.getTime() - 12 * DAY_MS).toISOString(), lastAccessedAt: finishedAt, progressPercent: 100, completedAt: finishedAt })
    .onConflict((oc) => oc.doNothing())
    .execute();
  for (const lesson of lessons) {
    await db.insertInto('lessonCompletions').values({ userId: CARLA.id, lessonId: lesson.id, courseId: CARLA.courseId, completedAt: finishedAt }).onConflict((oc) => oc.doNothing()).execute();
  }
  for (let i = 2; i <= 11; i++) {
    await db.insertInto('studyTime').values({ userId: CARLA.id, courseId: CARLA.courseId, day: spDay(now, i), seconds: 51 * 60 }).onConflict((oc) => oc.doNothing()).execute();
  }
}
