import type { CourseExam } from './types.ts';

/** Course '4': Inglês para Negócios: its exam's question bank (the lessons are ./ingles-negocios/*.md). */
export const inglesNegocios: CourseExam = {
  questionsPerAttempt: 10,
  questionBank: [
    ['Qual é a forma mais adequada de iniciar um e-mail formal em inglês?', ['Hey guys,', 'Dear Mr. Smith,', "What's up?", 'Yo Smith,'], 1, '"Dear" seguido do título e sobrenome é a saudação padrão em e-mails formais.'],
    ['O que significa "deadline"?', ['Linha de produção', 'Prazo final', 'Reunião diária', 'Orçamento'], 1, '"Deadline" é a data limite para entregar algo.'],
    ['Complete: "I look forward to ___ from you."', ['hear', 'hearing', 'heard', 'hears'], 1, 'Depois de "look forward to" usamos o verbo com -ing.'],
    ['Qual expressão significa marcar uma reunião?', ['To call off a meeting', 'To set up a meeting', 'To put off a meeting', 'To turn down a meeting'], 1, '"Set up" é organizar ou marcar; "call off" cancela e "put off" adia.'],
    ['O que significa "ROI"?', ['Return on Investment', 'Rate of Inflation', 'Risk of Interest', 'Revenue of Industry'], 0, 'ROI (retorno sobre o investimento) mede o ganho obtido em relação ao valor investido.'],
    ['Como se diz "ata de reunião" em inglês?', ['Meeting minutes', 'Meeting hours', 'Meeting notes paper', 'Meeting seconds'], 0, '"Minutes" é o registro formal do que foi discutido e decidido.'],
    ['Qual frase é mais educada para pedir algo?', ['Send me the report.', 'Could you please send me the report?', 'You must send the report.', 'Report, now.'], 1, 'Perguntas com "could you please" soam educadas e profissionais.'],
    ['O que significa "to follow up"?', ['Desistir de um assunto', 'Dar seguimento ou retomar um assunto', 'Seguir alguém na rua', 'Encerrar um contrato'], 1, '"Follow up" é retomar um contato ou tarefa para verificar o andamento.'],
    ['Qual é o significado de "stakeholder"?', ['Apenas o acionista majoritário', 'Parte interessada em um projeto ou empresa', 'Fornecedor de carne', 'Cliente inadimplente'], 1, 'Stakeholders são todos os afetados por um projeto: clientes, equipe, investidores, fornecedores.'],
    ['Como encerrar um e-mail formal?', ['Kind regards,', 'See ya,', 'Bye bye,', 'Cheers mate,'], 0, '"Kind regards" e "Best regards" são encerramentos cordiais e profissionais.'],
    ['O que significa "actually"?', ['Atualmente', 'Na verdade', 'Eventualmente', 'Atenciosamente'], 1, 'Falso cognato: "actually" é "na verdade"; "atualmente" é "currently".'],
    ['O que significa "to attend a meeting"?', ['Atender uma ligação na reunião', 'Participar de uma reunião', 'Cancelar uma reunião', 'Anotar a reunião'], 1, '"To attend" é comparecer ou participar; "atender" é "to answer" ou "to serve".'],
    ['Complete a question tag: "It\'s a great venue, ___?"', ["isn't it", "doesn't it", "wasn't it", "is it"], 0, 'A tag repete o auxiliar da frase ("is") na forma negativa: "isn\'t it?".'],
    ['O que é BATNA em uma negociação?', ['O preço máximo do fornecedor', 'A melhor alternativa caso não haja acordo', 'Uma cláusula de multa', 'O prazo de pagamento'], 1, 'Best Alternative To a Negotiated Agreement: quanto melhor ela é, mais forte a sua posição.'],
    ['No método STAR, o que vem depois de Situation e Task?', ['Answer e Result', 'Action e Result', 'Attitude e Review', 'Agenda e Report'], 1, 'Situation, Task, Action, Result: a ação que você tomou e o resultado obtido.'],
    ['Qual frase descreve uma variação de 12 % nas vendas?', ['Sales increased to 12 %.', 'Sales increased by 12 %.', 'Sales increased in 12 %.', 'Sales increased of 12 %.'], 1, '"By" indica a variação; "to" indica o novo valor alcançado.'],
    ['O que significa "We fell short of our goal"?', ['Superamos a meta', 'Ficamos abaixo da meta', 'Mudamos a meta', 'Adiamos a meta'], 1, '"Fall short of" é não alcançar algo.'],
    ['Qual expressão é um exemplo de signposting em uma apresentação?', ['This brings me to my next point.', 'I am very nervous.', 'Please turn off your phones.', 'The coffee is outside.'], 0, 'Signposting indica ao público a transição entre as partes da apresentação.'],
    ['Como se escreve "um mil e quinhentos vírgula setenta e cinco" em inglês?', ['1.500,75', '1,500.75', '1 500,75', '1500,75'], 1, 'Em inglês a vírgula separa milhares e o ponto separa decimais.'],
    ['Qual frase faz uma concessão condicionada, como recomendado?', ['OK, we accept your price.', 'If you increase the volume, we can extend the warranty.', 'We never give discounts.', 'Whatever you want.'], 1, 'A estrutura "If you…, we…" troca uma concessão por algo de valor.'],
  ],
};
