import type { CourseExam } from './types.ts';

/** Course '14': Francês para Viagens: its exam's question bank (the lessons are ./frances-viagens/*.md). */
export const francesViagens: CourseExam = {
  questionsPerAttempt: 5,
  questionBank: [
    ['Como se diz "obrigado" em francês?', ['Merci', 'Bonjour', 'Pardon', 'Salut'], 0, '"Merci" é obrigado; "merci beaucoup" é muito obrigado.'],
    ['O que significa "Où est la gare ?"', ['Quanto custa?', 'Onde fica a estação de trem?', 'Que horas são?', 'Qual é o seu nome?'], 1, '"Où est" significa "onde está/fica" e "la gare" é a estação de trem.'],
    ['Como pedir a conta em um restaurante?', ["L'addition, s'il vous plaît", 'Le menu, merci', 'Bon appétit', 'À bientôt'], 0, '"L\'addition" é a conta; "s\'il vous plaît" significa por favor.'],
    ['Qual saudação se usa ao chegar a um lugar à noite?', ['Bonjour', 'Bonsoir', 'Bon matin', 'Salut matin'], 1, '"Bonsoir" é boa noite ao chegar; "bonne nuit" é para se despedir antes de dormir.'],
    ['O que significa "Je voudrais une chambre" ?', ['Eu gostaria de um quarto', 'Eu quero um táxi', 'Eu preciso de ajuda', 'Eu estou perdido'], 0, '"Je voudrais" é a forma educada de pedir; "une chambre" é um quarto.'],
    ['Como um turista deve tratar um desconhecido em francês?', ['Com "tu", sempre', 'Com "vous", a forma educada', 'Apenas pelo primeiro nome', 'Sem pronome algum'], 1, '"Vous" é a forma formal; "tu" fica para amigos, família e crianças.'],
    ['Em um cardápio francês, o que é "l\'entrée"?', ['O prato principal', 'A entrada', 'A sobremesa', 'A bebida'], 1, 'Na França "l\'entrée" é a entrada; o prato principal é "le plat".'],
    ['Quanto é "quatre-vingt-dix"?', ['80', '90', '70', '94'], 1, 'Quatre-vingt-dix é 4 × 20 + 10 = 90.'],
    ['O que o agente da imigração quer saber com "Quel est le motif de votre voyage ?"', ['O número do voo', 'O motivo da viagem', 'O endereço do hotel', 'O valor da passagem'], 1, '"Motif" é motivo: a resposta curta é, por exemplo, "Tourisme".'],
    ['O que significa "tournez à gauche" ?', ['Siga em frente', 'Vire à direita', 'Vire à esquerda', 'Atravesse a rua'], 2, '"À gauche" é à esquerda; "à droite" é à direita e "tout droit" é em frente.'],
    ['Como dizer que o ar-condicionado do quarto não funciona?', ['La climatisation ne marche pas.', 'La climatisation est comprise.', 'Je voudrais la climatisation.', 'La climatisation est à gauche.'], 0, 'A estrutura "… ne marche pas" diz que algo não funciona.'],
    ['Em um hotel francês, o que é o "rez-de-chaussée"?', ['O primeiro andar', 'O térreo', 'O subsolo', 'A cobertura'], 1, 'O térreo não conta como andar na França: o "premier étage" fica acima dele.'],
  ],
};
