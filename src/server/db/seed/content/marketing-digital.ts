import type { CourseExam } from './types.ts';

/** Course '5': Marketing Digital Estratégico: its exam's question bank (the lessons are ./marketing-digital/*.md). */
export const marketingDigital: CourseExam = {
  questionsPerAttempt: 10,
  questionBank: [
    ['O que é persona no marketing digital?', ['Um perfil semifictício do cliente ideal, construído com dados reais', 'O logotipo da empresa', 'Um influenciador contratado', 'A senha das redes sociais'], 0, 'A persona reúne dados, motivações e objeções do cliente ideal para orientar a comunicação.'],
    ['O que mede a taxa de conversão?', ['O número de seguidores', 'A porcentagem de visitantes que realizam a ação desejada', 'O custo de um anúncio', 'O tempo de carregamento do site'], 1, 'Conversão é a razão entre quem realizou a ação (compra, cadastro) e o total de visitantes.'],
    ['O que significa SEO?', ['Search Engine Optimization', 'Social Engagement Online', 'Sales Enterprise Operation', 'Secure E-mail Output'], 0, 'SEO é a otimização para mecanismos de busca, buscando tráfego orgânico.'],
    ['Em qual etapa do funil o cliente decide a compra?', ['Topo do funil', 'Meio do funil', 'Fundo do funil', 'Fora do funil'], 2, 'No fundo do funil o lead já compara soluções e está pronto para decidir.'],
    ['O que é CPC em anúncios online?', ['Custo por clique', 'Conversão por cliente', 'Campanha por conteúdo', 'Custo por compra'], 0, 'No modelo CPC o anunciante paga cada vez que alguém clica no anúncio.'],
    ['Para que serve um teste A/B?', ['Para comparar duas versões e ver qual tem melhor desempenho', 'Para testar a velocidade da internet', 'Para aprovar o orçamento', 'Para escolher o logotipo por sorteio'], 0, 'No teste A/B o público é dividido entre duas versões e os resultados são comparados.'],
    ['O que é inbound marketing?', ['Ligações de telemarketing', 'Atrair clientes com conteúdo útil em vez de interrompê-los', 'Comprar listas de e-mails', 'Anúncios em outdoors'], 1, 'O inbound atrai o cliente com conteúdo relevante para cada etapa da jornada.'],
    ['O que indica a taxa de rejeição de uma página?', ['Visitantes que saem sem interagir', 'Clientes que pediram reembolso', 'E-mails que voltaram', 'Anúncios reprovados'], 0, 'Uma rejeição alta sugere que a página não atende à expectativa de quem chega.'],
    ['Qual métrica representa o custo de conquistar um novo cliente?', ['LTV', 'CAC', 'NPS', 'CTR'], 1, 'O CAC divide o investimento em marketing e vendas pelo número de novos clientes.'],
    ['O que é um lead?', ['Um concorrente direto', 'Um contato que demonstrou interesse e deixou seus dados', 'Um anúncio pago', 'Um erro no site'], 1, 'Leads são potenciais clientes que forneceram informações, como o e-mail, em troca de algo de valor.'],
    ['Qual é a principal diferença entre Google Ads (pesquisa) e Meta Ads?', ['Não há diferença', 'O Google captura quem já busca algo; a Meta gera demanda em quem não estava buscando', 'A Meta só exibe anúncios em texto', 'O Google não cobra por clique'], 1, 'Pesquisa responde a uma intenção declarada; redes sociais interrompem o usuário com criativos segmentados.'],
    ['R$ 2.000 em anúncios geraram R$ 8.000 de receita. Qual é o ROAS?', ['0,25', '4', '6.000', '40 %'], 1, 'ROAS = receita ÷ investimento = 8.000 ÷ 2.000 = 4.'],
    ['O que diferencia persona de público-alvo?', ['Nada, são sinônimos', 'A persona inclui motivações, rotina e objeções de um cliente representativo', 'O público-alvo é mais detalhado', 'A persona é sempre uma celebridade'], 1, 'O público-alvo é uma faixa demográfica; a persona dá contexto para escrever a mensagem.'],
    ['Segundo Simon Sinek, por onde as marcas que inspiram começam a comunicar?', ['Pelo preço', 'Pelo porquê', 'Pelo como', 'Pelo concorrente'], 1, 'No Círculo Dourado, comunicar o porquê antes do como e do o quê gera identificação.'],
    ['Por que não se deve comprar listas de e-mail?', ['Porque são caras demais', 'Porque são ineficazes e ferem a LGPD, que exige consentimento', 'Porque o e-mail não funciona mais', 'Porque provedores não aceitam anexos'], 1, 'Contatos sem consentimento não engajam, prejudicam a entrega e violam a lei.'],
    ['Qual fluxo automático é disparado quando alguém deixa produtos sem finalizar a compra?', ['Boas-vindas', 'Carrinho abandonado', 'Newsletter', 'Reativação'], 1, 'O lembrete de carrinho abandonado recupera vendas que quase aconteceram.'],
    ['O que é uma métrica de vaidade?', ['Um número fácil de medir que não indica resultado de negócio', 'O faturamento mensal', 'O custo de aquisição', 'O churn'], 0, 'Curtidas e seguidores podem crescer sem que as vendas cresçam.'],
    ['CAC de R$ 200 e LTV de R$ 700: qual é a relação LTV/CAC?', ['0,28', '3,5', '500', '1,4'], 1, '700 ÷ 200 = 3,5; acima de 3 costuma indicar um modelo saudável.'],
    ['Para que servem os parâmetros UTM em um link?', ['Para encurtar o link', 'Para identificar no Analytics a origem exata do tráfego', 'Para proteger o site', 'Para acelerar a página'], 1, 'Com UTMs, visitas de e-mail e redes não aparecem como tráfego direto.'],
    ['Para 400 vendas com conversão de 8 % dos leads, quantos leads são necessários?', ['3.200', '5.000', '4.000', '32'], 1, '400 ÷ 0,08 = 5.000 leads: as metas são calculadas de trás para frente.'],
  ],
};
