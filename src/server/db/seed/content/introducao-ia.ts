import type { CourseExam } from './types.ts';

/** Course '1': Introdução à Inteligência Artificial: its exam's question bank (the lessons are ./introducao-ia/*.md). */
export const introducaoIa: CourseExam = {
  questionsPerAttempt: 5,
  questionBank: [
    ['O que é Inteligência Artificial?', ['Um tipo de hardware de alto desempenho', 'A área que cria sistemas capazes de realizar tarefas que exigem inteligência humana', 'Uma linguagem de programação', 'Um banco de dados distribuído'], 1, 'IA é o campo da computação dedicado a sistemas que percebem, aprendem, raciocinam e decidem.'],
    ['Qual destes é um exemplo de aprendizado supervisionado?', ['Agrupar clientes sem rótulos', 'Classificar e-mails como spam a partir de exemplos rotulados', 'Um robô aprendendo por tentativa e erro', 'Compactar arquivos'], 1, 'No aprendizado supervisionado o modelo aprende com exemplos que já trazem a resposta correta.'],
    ['O que o Teste de Turing avalia?', ['A velocidade de um processador', 'Se uma máquina consegue se passar por um humano em uma conversa', 'A segurança de uma rede', 'A precisão de um sensor'], 1, 'Proposto por Alan Turing em 1950, o teste verifica se um avaliador distingue a máquina de um humano.'],
    ['Qual termo descreve uma IA especializada em uma única tarefa?', ['IA geral', 'Superinteligência', 'IA estreita (fraca)', 'IA simbólica universal'], 2, 'A IA estreita resolve tarefas específicas, como reconhecer imagens; é a IA que usamos hoje.'],
    ['Qual destes é um risco ético importante no uso de IA?', ['Vieses nos dados de treinamento', 'Excesso de memória RAM', 'Uso de teclados sem fio', 'Monitores de alta resolução'], 0, 'Dados enviesados produzem decisões enviesadas; por isso é preciso avaliar o modelo por grupo.'],
    ['Um grande modelo de linguagem é pré-treinado para fazer o quê?', ['Buscar respostas em um banco de dados de fatos', 'Prever o próximo token de um texto', 'Traduzir apenas do inglês', 'Classificar imagens'], 1, 'Da tarefa de prever o próximo token emergem habilidades como resumir e responder perguntas.'],
    ['Em que ano e evento o termo "inteligência artificial" foi cunhado?', ['1950, no artigo de Turing', '1956, na conferência de Dartmouth', '1997, na vitória do Deep Blue', '2012, na competição ImageNet'], 1, 'John McCarthy e colegas usaram o termo na proposta da conferência de Dartmouth, em 1956.'],
    ['O que calcula um neurônio artificial antes da função de ativação?', ['A média das saídas da rede', 'A soma das entradas multiplicadas pelos pesos, mais o viés', 'O maior valor de entrada', 'O número de camadas'], 1, 'Soma ponderada mais viés; depois a ativação (como a ReLU) produz a saída.'],
    ['Um detector apontou 25 fraudes e acertou 15. Qual é a precisão?', ['15 %', '60 %', '75 %', '40 %'], 1, 'Precisão = acertos entre os apontados = 15 ÷ 25 = 60 %.'],
    ['Por que a acurácia pode enganar em problemas com classes raras, como fraude?', ['Porque é difícil de calcular', 'Porque um modelo que nunca aponta a classe rara ainda tem acurácia alta', 'Porque só vale para regressão', 'Porque depende da GPU'], 1, 'Com 2 % de fraudes, dizer sempre "não é fraude" dá 98 % de acurácia e não serve para nada.'],
    ['Que técnica calcula quanto cada peso de uma rede contribuiu para o erro?', ['Dropout', 'Backpropagation', 'K-means', 'OCR'], 1, 'A retropropagação aplica a regra da cadeia para obter o gradiente de cada peso.'],
    ['O que a LGPD garante sobre decisões tomadas apenas por sistemas automatizados?', ['Nada, a lei não trata do tema', 'O direito do titular de solicitar a revisão dessas decisões', 'A proibição de qualquer uso de IA', 'A obrigação de publicar o código-fonte'], 1, 'O artigo 20 da LGPD prevê o direito de revisão de decisões automatizadas que afetem os interesses do titular.'],
  ],
};
