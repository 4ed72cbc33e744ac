import type { CourseExam } from './types.ts';

/** Course '8': Espanhol Básico: its exam's question bank (the lessons are ./espanhol-basico/*.md). */
export const espanholBasico: CourseExam = {
  questionsPerAttempt: 5,
  questionBank: [
    ['Como se diz "bom dia" em espanhol?', ['Buenas noches', 'Buenos días', 'Buenas tardes', 'Hasta luego'], 1, '"Buenos días" é usado pela manhã; "buenas tardes" à tarde e "buenas noches" à noite.'],
    ['O que significa "embarazada"?', ['Envergonhada', 'Grávida', 'Embaraçada com a situação', 'Cansada'], 1, 'É um falso amigo clássico: "embarazada" quer dizer grávida.'],
    ['Qual é a tradução de "obrigado"?', ['Perdón', 'Gracias', 'Por favor', 'De nada'], 1, '"Gracias" agradece; a resposta costuma ser "de nada".'],
    ['Como se pergunta o nome de alguém informalmente?', ['¿Cómo te llamas?', '¿Dónde vives?', '¿Qué hora es?', '¿Cuántos años tienes?'], 0, '"¿Cómo te llamas?" significa "como você se chama?".'],
    ['Qual é o plural de "el libro"?', ['Los libros', 'Las libras', 'El libros', 'Los libro'], 0, 'Artigo e substantivo vão para o plural: "los libros".'],
    ['Como se pronuncia o "h" em espanhol?', ['Como o "r" do português', 'É mudo', 'Como "rr"', 'Como "j"'], 1, 'O "h" é sempre mudo: "hola" soa "óla".'],
    ['Qual é a forma correta no presente: "yo ___ (vivir) en Recife"?', ['vivo', 'vive', 'vivimos', 'vives'], 0, 'Verbos em -ir: yo vivo, tú vives, él vive.'],
    ['Complete: "El banco ___ en la esquina."', ['es', 'está', 'son', 'hay'], 1, 'A localização de coisas e pessoas usa "estar".'],
    ['Qual artigo acompanha "leche"?', ['el', 'la', 'lo', 'los'], 1, '"La leche" é feminina em espanhol, embora "o leite" seja masculino em português.'],
    ['O que significa "la cuenta, por favor"?', ['O cardápio, por favor', 'A conta, por favor', 'A mesa, por favor', 'O troco, por favor'], 1, '"La cuenta" é a conta; o cardápio é "la carta".'],
    ['Como se diz "vire à esquerda"?', ['Gire a la derecha', 'Siga todo recto', 'Doble a la izquierda', 'Cruce la calle'], 2, '"Izquierda" é esquerda; "derecha" é direita e "todo recto" é em frente.'],
    ['Qual frase usa corretamente o verbo "gustar"?', ['Yo gusto los museos.', 'Me gustan los museos.', 'Me gusta los museos.', 'Gusto de museos.'], 1, 'O verbo concorda com o que agrada: "los museos" está no plural, então "gustan".'],
  ],
};
