import { md, type CourseContent } from './types.ts';

/** Course '8': Espanhol Básico. */
export const espanholBasico: CourseContent = {
  lessons: [
    {
      title: 'Saudações e apresentações',
      videoUrl: 'https://www.youtube.com/watch?v=d0yGdNEWdn0',
      body: md(`
O espanhol é a língua oficial de mais de 20 países, vários deles vizinhos do Brasil. Para quem fala português, a vantagem é enorme: muitas palavras são parecidas. Mas cuidado: a semelhança também cria armadilhas. Começamos pelo essencial, as saudações.

### Cumprimentos

- **¡Hola!**: olá (o "h" é mudo: *óla*).
- **Buenos días**: bom dia (até o almoço).
- **Buenas tardes**: boa tarde (até escurecer).
- **Buenas noches**: boa noite, tanto ao chegar quanto ao sair.
- **¿Qué tal?** / **¿Cómo estás?**: tudo bem? / como você está?
- **Adiós**, **hasta luego**, **hasta mañana**: tchau, até logo, até amanhã.

Repare nos sinais **¡** e **¿** no início das exclamações e perguntas: eles são obrigatórios na escrita.

### Apresentando-se

- *Me llamo Lucas.* / *Soy Lucas.* — Eu me chamo Lucas. / Sou Lucas.
- *¿Cómo te llamas?* — Como você se chama?
- *Soy de Brasil, de Porto Alegre.* — Sou do Brasil, de Porto Alegre.
- *Mucho gusto.* / *Encantado, encantada.* — Muito prazer.

### Tú e usted

**Tú** é informal; **usted** é formal (para idosos, clientes, autoridades) e usa o verbo na terceira pessoa: *¿Cómo está usted?* Em vários países da América do Sul, como a Argentina e o Uruguai, usa-se **vos** no lugar de tú.

No vídeo desta aula, Chris Lonsdale apresenta princípios para aprender qualquer idioma, como focar no conteúdo relevante para você e usar a língua desde o primeiro dia.

### Exercícios

1. Escreva um diálogo de quatro falas entre você e um colega de trabalho argentino.
2. Cumprimente formalmente a recepcionista de um hotel às 21h.
3. Apresente-se em três frases: nome, cidade e profissão (*Soy profesora*).
`),
    },
    {
      title: 'Alfabeto e pronúncia',
      body: md(`
A pronúncia do espanhol é bastante regular: uma vez aprendidas as regras, você consegue ler qualquer palavra em voz alta. Os brasileiros costumam errar em poucos sons, e é neles que vamos nos concentrar.

### Letras e sons que mudam

- **H**: sempre muda. *hospital* = *ospital*.
- **J** e **G** antes de E e I: som gutural, como o "rr" carioca. *jamón*, *gente*, *jirafa*.
- **LL** e **Y**: na maioria dos lugares soam como o "i" de "iate"; na Argentina e no Uruguai, como "ch" ou "j" do português. *llamar*, *yo*.
- **Ñ**: como o "nh". *España*, *mañana*.
- **Z** e **C** antes de E e I: na Espanha, como o "th" do inglês; na América Latina, como "s". *zapato*, *cena*.
- **V** e **B**: têm o mesmo som, entre o nosso "b" e "v". *vino* soa quase como *bino*.
- **R** simples no meio da palavra é vibrante suave (*pero*); **RR** e R inicial são vibrantes fortes (*perro*, *rosa*). *Pero* (mas) e *perro* (cachorro) são palavras diferentes!

### Vogais

As vogais do espanhol são sempre **abertas e puras**: não existe a nasalização do português. *Pan* é *pan*, não *pã*; *bueno* não vira *buenu*.

### Acentuação

O acento gráfico marca a sílaba tônica quando ela foge da regra: *café*, *árbol*, *teléfono*. Também distingue palavras: **él** (ele) e **el** (o); **sí** (sim) e **si** (se).

### O alfabeto

a, be, ce, de, e, efe, ge, hache, i, jota, ka, ele, eme, ene, eñe, o, pe, cu, erre, ese, te, u, uve, uve doble, equis, ye, zeta.

### Exercícios

1. Leia em voz alta: *hoy, jugo, llave, niño, vaso, perro, pero, zapato*.
2. Soletre seu nome completo em espanhol.
3. Grave-se lendo um parágrafo curto e preste atenção às vogais sem nasalização.
`),
    },
    {
      title: 'Números, dias e meses',
      body: md(`
Números, datas e horários aparecem em qualquer situação prática: preços, reservas, compromissos. Nesta aula você aprende a dizê-los e entendê-los.

### Números

- 0 a 10: **cero, uno, dos, tres, cuatro, cinco, seis, siete, ocho, nueve, diez**.
- 11 a 15: **once, doce, trece, catorce, quince**.
- 16 a 19: **dieciséis, diecisiete, dieciocho, diecinueve**.
- 20 a 29 em uma palavra: **veinte, veintiuno, veintidós…**
- Dezenas: **treinta, cuarenta, cincuenta, sesenta, setenta, ochenta, noventa**. A partir do 31, com "y": *treinta y uno*, *cuarenta y cinco*.
- **cien** (100), **ciento uno** (101), **doscientos** (200), **quinientos** (500), **mil** (1.000).

Atenção: *quinientos* (500) é irregular, e *setecientos* (700) e *novecientos* (900) também.

### Dias da semana

**lunes, martes, miércoles, jueves, viernes, sábado, domingo**. Escrevem-se com minúscula e usam artigo: *el lunes* (na segunda), *los lunes* (às segundas).

### Meses

**enero, febrero, marzo, abril, mayo, junio, julio, agosto, septiembre, octubre, noviembre, diciembre**.

Datas: *Hoy es martes, 3 de mayo.* / *Mi cumpleaños es el 15 de agosto.*

### Horas

- *¿Qué hora es?* — Que horas são?
- *Es la una.* / *Son las tres y media.* / *Son las ocho menos cuarto* (7h45).
- *La reunión es a las diez.*

### Exercícios

1. Escreva por extenso: 17, 28, 46, 99, 350, 1.200.
2. Diga a data do seu aniversário e o dia da semana em que cairá neste ano.
3. Responda por escrito: *¿A qué hora empiezas a trabajar?*
`),
    },
    {
      title: 'No restaurante',
      body: md(`
Comer fora é uma das melhores formas de praticar. Nesta aula você aprende a pedir mesa, entender o cardápio, fazer o pedido e pagar a conta.

### Chegando

- *Buenas noches, una mesa para dos, por favor.*
- *¿Tienen mesa en la terraza?*
- *Tengo una reserva a nombre de Oliveira.*

### O cardápio

Em espanhol, cardápio é **la carta** ou **el menú**. Muitos restaurantes oferecem o **menú del día**: entrada (**primer plato**), prato principal (**segundo plato**), sobremesa (**postre**) e bebida por um preço fixo.

Vocabulário útil: **carne** (de res, de cerdo), **pollo** (frango), **pescado** (peixe), **mariscos** (frutos do mar), **verduras**, **arroz**, **papas** (batatas, na América; *patatas* na Espanha), **agua con gas / sin gas**.

### Fazendo o pedido

- *¿Qué me recomienda?* — O que me recomenda?
- *Para mí, el pollo con papas, por favor.*
- *Quisiera una ensalada de primero.* (*Quisiera* = eu gostaria, bem educado.)
- *Soy vegetariano. ¿Qué platos no llevan carne?*
- *¿Me trae otra agua, por favor?*

### A conta

- *La cuenta, por favor.*
- *¿Puedo pagar con tarjeta?*
- *¿Está incluida la propina?* — A gorjeta está incluída?

### Falsos amigos à mesa

- **exquisito** = delicioso (não "estranho").
- **salado** = salgado; **sabroso** = saboroso.
- **vaso** = copo; **taza** = xícara.
- **polvo** = pó (o molusco é **pulpo**).

### Exercícios

1. Escreva o diálogo completo, da chegada até o pagamento, com um pedido de menú del día.
2. Peça um prato sem glúten e uma água sem gás.
3. Traduza: "O peixe estava delicioso, mas um pouco salgado."
`),
    },
    {
      title: 'Pedindo informações na rua',
      body: md(`
Pedir e entender direções é uma das situações mais comuns em viagens. O segredo é fazer perguntas simples e conhecer as palavras-chave das respostas.

### Como perguntar

- *Perdón, ¿dónde está la estación de metro?*
- *Disculpe, ¿cómo llego al museo?* — Como chego ao museu?
- *¿Está lejos?* / *¿Está cerca?* — É longe? / É perto?
- *¿Hay una farmacia por aquí?* — Há uma farmácia por aqui?

Use **disculpe** (formal) para abordar desconhecidos.

### Entendendo as respostas

- **todo recto** / **derecho**: sempre em frente.
- **a la derecha**: à direita; **a la izquierda**: à esquerda.
- **gire** / **doble**: vire.
- **cruce la calle**: atravesse a rua.
- **en la esquina**: na esquina; **en el semáforo**: no semáforo.
- **al lado de**, **enfrente de**, **detrás de**: ao lado de, em frente a, atrás de.
- **a dos cuadras** (América) / **a dos manzanas** (Espanha): a dois quarteirões.

Exemplo: *Siga todo recto dos cuadras y doble a la izquierda. El museo está enfrente de la plaza.*

### Transporte

- *¿Qué autobús va al centro?* (na Argentina, *colectivo*; no México, *camión*).
- *¿Dónde compro el billete?* (na América, *boleto*).
- *¿Cuál es la próxima parada?*

### Se não entender

- *¿Puede repetir, por favor?*
- *Más despacio, por favor.* — Mais devagar, por favor.
- *¿Me lo puede mostrar en el mapa?*

### Exercícios

1. Pergunte como chegar à estação de trem e se é possível ir a pé.
2. Traduza: "Atravesse a rua, vire à direita no semáforo; a farmácia fica ao lado do banco."
3. Descreva em espanhol o caminho da sua casa até a padaria mais próxima.
`),
    },
    {
      title: 'Fazendo compras',
      body: md(`
Seja no mercado, na farmácia ou em uma loja de roupas, as compras exigem perguntar preços, tamanhos e formas de pagamento. Nesta aula reunimos as frases mais úteis.

### Perguntando preços

- *¿Cuánto cuesta esto?* / *¿Cuánto vale?* — Quanto custa?
- *¿Cuánto es en total?* — Quanto é o total?
- *Es muy caro. ¿Tiene algo más barato?* — É muito caro. Tem algo mais barato?
- *¿Hay descuento?* — Tem desconto?

### No mercado

- *Quiero un kilo de tomates y medio kilo de cebollas.*
- *¿Me da una docena de huevos?*
- *Una botella de aceite, por favor.*
- **bolsa**: sacola; **caja**: caixa (e também o caixa da loja).

### Em lojas de roupas

- *Estoy buscando una chaqueta.* — Estou procurando uma jaqueta.
- *¿La tiene en talla M?* / *¿En otro color?*
- *¿Puedo probármela?* — Posso experimentá-la?
- **el probador**: provador; **me queda grande / pequeño**: fica grande / pequeno em mim.

### Pagando

- *¿Aceptan tarjeta?* / *Pago en efectivo.* — Aceitam cartão? / Pago em dinheiro.
- *¿Me da el recibo / la factura?*
- **el cambio** / **el vuelto**: o troco.

### Falsos amigos nas compras

- **largo** = comprido (largo é **ancho**).
- **rato** = momento; **ratón** = rato.
- **oficina** = escritório; oficina mecânica é **taller**.
- **propina** = gorjeta.

### Exercícios

1. Escreva um diálogo em uma loja de roupas: procurar, experimentar e pagar com cartão.
2. Monte uma lista de compras do mercado em espanhol com quantidades.
3. Explique a diferença entre *largo* e *ancho* com um exemplo.
`),
    },
    {
      title: 'Verbos regulares no presente',
      body: md(`
Os verbos em espanhol se dividem em três grupos, conforme a terminação do infinitivo: **-ar**, **-er** e **-ir**. Os regulares seguem um padrão fixo no presente do indicativo, muito parecido com o português.

### Verbos em -AR: hablar (falar)

**yo hablo, tú hablas, él/ella/usted habla, nosotros hablamos, vosotros habláis, ellos/ustedes hablan**

### Verbos em -ER: comer

**yo como, tú comes, él come, nosotros comemos, vosotros coméis, ellos comen**

### Verbos em -IR: vivir (morar, viver)

**yo vivo, tú vives, él vive, nosotros vivimos, vosotros vivís, ellos viven**

Repare: -er e -ir só se diferenciam no nosotros e no vosotros.

### Vosotros e ustedes

Na Espanha, **vosotros** é o plural informal de tú. Na América Latina, usa-se **ustedes** para o plural, formal ou informal, com o verbo na terceira pessoa do plural.

### O pronome é opcional

Como a terminação já indica a pessoa, o pronome costuma ser omitido: *Hablo portugués y estudio español.* Usa-se o pronome para dar ênfase ou contraste: *Yo trabajo; él estudia.*

### Verbos regulares úteis

**trabajar, estudiar, comprar, llegar, necesitar, escuchar, beber, leer, aprender, comprender, vivir, escribir, abrir, recibir**.

### Exemplos

- *Trabajamos en una empresa de tecnología.*
- *¿Lees el periódico todos los días?*
- *Mis padres viven en Salvador.*

### Exercícios

1. Conjugue **trabajar**, **aprender** e **escribir** no presente.
2. Escreva cinco frases sobre a sua semana usando verbos regulares.
3. Reescreva as frases trocando o sujeito para *nosotros*.
`),
    },
    {
      title: 'Ser e estar',
      body: md(`
O espanhol, como o português, tem dois verbos para "ser/estar". A boa notícia é que a divisão é muito parecida com a nossa. A má notícia: há alguns usos diferentes que pegam os brasileiros.

### Conjugação no presente

- **ser**: soy, eres, es, somos, sois, son.
- **estar**: estoy, estás, está, estamos, estáis, están.

### Quando usar SER

Características essenciais ou identificadoras:

- Identidade e profissão: *Soy Ana. Soy ingeniera.*
- Origem e nacionalidade: *Somos de Brasil.*
- Características: *La casa es grande.*
- Horas e datas: *Son las cinco. Hoy es lunes.*
- Onde acontece um **evento**: *La fiesta es en mi casa.*

### Quando usar ESTAR

Estados e localização:

- Estados temporários: *Estoy cansado. La sopa está fría.*
- Localização de pessoas e coisas: *El banco está en la esquina.*
- Estar + gerúndio (ação em andamento): *Estoy trabajando.*

### A diferença que muda o sentido

- *Es aburrido* = é chato; *está aburrido* = está entediado.
- *Es listo* = é esperto; *está listo* = está pronto.
- *Es malo* = é mau; *está malo* = está doente (ou estragado).

### Diferenças em relação ao português

- Localização de lugares permanentes usa **estar**: *Madrid está en España* (em português, "Madri fica/é na Espanha").
- Estado civil costuma usar **estar**: *Estoy casado.*

### Exercícios

1. Complete com ser ou estar: *Mi hermana ___ médica. Hoy ___ muy ocupada. El hospital ___ en el centro.*
2. Escreva frases que mostrem a diferença entre *ser listo* e *estar listo*.
3. Descreva sua cidade com três frases com ser e três com estar.
`),
    },
    {
      title: 'Artigos e gêneros',
      body: md(`
Artigos e gêneros parecem fáceis para quem fala português, mas há diferenças importantes, inclusive palavras que mudam de gênero de uma língua para a outra.

### Artigos definidos

- **el** (o), **la** (a), **los** (os), **las** (as).
- Contrações: **a + el = al**; **de + el = del**. *Voy al cine. Vengo del trabajo.* Não há contração com *la*: *a la playa*.

### Artigos indefinidos

**un, una, unos, unas**: *un libro, una mesa, unos amigos*.

### O artigo neutro LO

Não existe em português com a mesma função. **Lo** + adjetivo indica "a coisa", "o que é": *Lo bueno es que llegamos temprano* (o bom é que chegamos cedo). *Lo importante es participar.*

### Gênero

Em geral, palavras terminadas em **-o** são masculinas e em **-a**, femininas. Mas atenção às diferenças com o português:

- **el viaje, el paisaje, el garaje, el mensaje**: palavras em -aje são masculinas.
- **la leche, la sangre, la nariz, la sal, la miel**: femininas em espanhol, masculinas em português.
- **el árbol, el color, el dolor, el puente, el origen**: masculinas em espanhol.
- **el problema, el sistema, el idioma, el mapa, el día**: masculinas, apesar do -a.

### EL com substantivos femininos

Substantivos femininos que começam com **a** tônico usam **el** no singular para evitar o som repetido: *el agua fría*, *el águila*. No plural volta o feminino: *las aguas*.

### Plural

Acrescenta-se **-s** a palavras terminadas em vogal (*casas*) e **-es** às terminadas em consoante (*ciudades*, *papeles*). Palavras em -z trocam por -ces: *luz → luces*.

### Exercícios

1. Coloque o artigo definido antes de: *leche, viaje, problema, agua, nariz*.
2. Escreva o plural: *ciudad, lápiz, examen, café*.
3. Crie três frases com *lo* + adjetivo.
`),
    },
    {
      title: 'Falando sobre a rotina',
      body: md(`
Descrever a rotina é uma das primeiras conversas reais que você terá: no trabalho, com amigos ou em uma entrevista. Para isso, precisamos dos **verbos reflexivos** e de expressões de frequência.

### Verbos reflexivos

São verbos em que a ação recai sobre o próprio sujeito, acompanhados dos pronomes **me, te, se, nos, os, se**:

- **levantarse**: *me levanto a las siete*.
- **ducharse**: *me ducho por la mañana*.
- **vestirse**: *me visto rápido*.
- **acostarse**: *me acuesto tarde*.

O pronome vem antes do verbo conjugado: *Nos levantamos temprano.*

### Verbos com mudança de vogal

Alguns verbos mudam a vogal do radical no presente, exceto em nosotros e vosotros:

- **e → ie**: *empezar → empiezo*, *querer → quiero*, *preferir → prefiero*.
- **o → ue**: *volver → vuelvo*, *dormir → duermo*, *acostarse → me acuesto*.
- **e → i**: *pedir → pido*, *vestirse → me visto*.

### Frequência e horário

**siempre, casi siempre, a menudo, a veces, casi nunca, nunca**; **por la mañana, por la tarde, por la noche**; **todos los días, los fines de semana**.

### Exemplo

*Me levanto a las seis y media. Desayuno café con pan y salgo de casa a las siete y cuarto. Empiezo a trabajar a las ocho. Al mediodía almuerzo con mis compañeros. Vuelvo a casa a las seis, y por la noche a veces voy al gimnasio. Casi nunca me acuesto antes de las once.*

### Exercícios

1. Escreva um parágrafo de oito frases sobre a sua rotina em um dia útil.
2. Conjugue *volver* e *preferir* no presente.
3. Pergunte a um colega sobre a rotina dele com cinco perguntas (*¿A qué hora…?*).
`),
    },
    {
      title: 'Descrevendo pessoas e lugares',
      body: md(`
Descrever pessoas e lugares é útil para contar uma viagem, falar da família, procurar um apartamento ou encontrar alguém no aeroporto. Vamos combinar **ser**, **estar**, **tener** e **hay**.

### Aparência física

- *Es alto, bajo, delgado, fuerte.*
- *Tiene el pelo corto, largo, rizado, liso; los ojos verdes, marrones.*
- *Lleva gafas / barba.* — Usa óculos / tem barba.

Note que em espanhol se diz **tener el pelo** (ter o cabelo), não "ser de cabelo".

### Personalidade

**simpático, amable, divertido, tímido, trabajador, tranquilo, serio, generoso**. Atenção: **simpático** é agradável, e **antipático** é o contrário.

### Lugares

- **Hay** (existe/há) para a existência: *En mi barrio hay un parque y dos supermercados.*
- **Estar** para localização: *El parque está cerca del río.*
- **Ser** para características: *Es un barrio tranquilo y seguro.*

### Comparações

- *Madrid es más grande que Valencia.*
- *Mi hermano es menos tímido que yo.*
- *Este hotel es tan caro como el otro.*
- Irregulares: **mejor** (melhor), **peor** (pior), **mayor** (mais velho), **menor** (mais novo).

### Exemplo

*Mi amiga Carmen es de Sevilla. Es alta, tiene el pelo negro y largo y lleva gafas. Es muy simpática y un poco tímida. Vive en un piso pequeño pero luminoso, en un barrio donde hay muchos bares y tiendas. El piso está cerca de la catedral.*

### Exercícios

1. Descreva fisicamente e em personalidade uma pessoa da sua família.
2. Descreva o seu bairro usando hay, estar e ser.
3. Compare duas cidades que você conhece com três comparações.
`),
    },
    {
      title: 'Conversação guiada',
      body: md(`
Chegou a hora de juntar tudo em uma conversa real. Nesta aula, você vai praticar um roteiro de conversa de 10 minutos, como se estivesse conhecendo alguém em uma viagem a Buenos Aires ou a Madri.

### O roteiro

1. **Cumprimento e apresentação**: nome, origem, profissão.
2. **Rotina**: o que você faz durante a semana e nos fins de semana.
3. **Descrição**: sua cidade e sua família.
4. **Planos**: o que vai fazer na viagem. Use **ir a + infinitivo**: *Voy a visitar el museo.* / *Vamos a comer en un restaurante típico.*
5. **Gostos**: com **gustar**: *Me gusta la música. Me gustan los museos.* (o verbo concorda com o que agrada).
6. **Despedida**: *Fue un placer. ¡Buen viaje!*

### Perguntas para manter a conversa

- *¿A qué te dedicas?* — Com o que você trabalha?
- *¿Qué haces los fines de semana?*
- *¿Qué me recomiendas visitar?*
- *¿Te gusta vivir aquí?*
- *¿Y tú?* — E você?

### Estratégias de conversação

- Se faltar uma palavra, descreva: *la cosa que se usa para abrir botellas* (o abridor).
- Ganhe tempo com **pues**, **bueno**, **a ver**.
- Peça ajuda: *¿Cómo se dice "saudade" en español?*
- Não tenha medo do "portunhol": cada conversa melhora o seu espanhol.

### Checklist

- Usei ser e estar corretamente?
- Conjuguei os verbos no presente?
- Usei pelo menos um verbo reflexivo e o verbo gustar?
- Fiz perguntas, e não só respondi?

### Exercícios

1. Grave-se fazendo o roteiro completo, respondendo às perguntas em voz alta.
2. Pratique com um colega ou em um aplicativo de intercâmbio de idiomas.
3. Avalie-se com o checklist e escolha dois pontos para revisar.
`),
    },
  ],
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
