/**
 * Professions of the synthetic candidates: job titles by seniority, skills (technology names
 * are written the same everywhere, domain skills in the CV's language), duties written as CV
 * bullets, certificates and fields of study, in the six languages. Written for this generator
 * the way candidates word them, not taken from the engine's knowledge base.
 */
import type { Lang } from './model.ts';

type Local = Record<Lang, string>;
type Localized = string | Local;

export interface Career {
  key: string;
  domain: Local;
  /** Titles [junior, mid, senior] per language. */
  titles: Record<Lang, [string, string, string]>;
  skills: Localized[];
  duties: Record<Lang, string[]>;
  certificates: { name: Localized; issuer: string | null }[];
  fields: Record<Lang, string[]>;
  employer: 'tech' | 'hospital' | 'restaurant' | 'industry' | 'retail' | 'logistics' | 'agency' | 'finance' | 'school';
}

const L = (en: string, it: string, es: string, fr: string, de: string, pt: string): Local => ({ en, it, es, fr, de, pt });

export const CAREERS: Career[] = [
  {
    key: 'software',
    domain: L('software development', 'dello sviluppo software', 'del desarrollo de software', 'du développement logiciel', 'Softwareentwicklung', 'desenvolvimento de software'),
    titles: {
      en: ['Junior Software Developer', 'Software Engineer', 'Senior Software Engineer'],
      it: ['Sviluppatore Junior', 'Sviluppatore Software', 'Senior Software Engineer'],
      es: ['Desarrollador Junior', 'Desarrollador de Software', 'Ingeniero de Software Senior'],
      fr: ['Développeur junior', 'Développeur Full Stack', 'Ingénieur logiciel senior'],
      de: ['Junior Softwareentwickler', 'Softwareentwickler', 'Senior Softwareentwickler'],
      pt: ['Desenvolvedor Júnior', 'Desenvolvedor de Software', 'Engenheiro de Software Sénior'],
    },
    skills: ['Java', 'Spring Boot', 'TypeScript', 'React', 'Node.js', 'PostgreSQL', 'Docker', 'Kubernetes', 'Git', 'AWS', 'REST APIs', 'Python', 'CI/CD', 'Angular', 'MongoDB', 'Linux', L('Agile methodologies', 'Metodologie Agile', 'Metodologías ágiles', 'Méthodes agiles', 'Agile Methoden', 'Metodologias ágeis')],
    duties: {
      en: ['Developed REST APIs in Java and Spring Boot for the billing platform', 'Migrated legacy services to Docker and Kubernetes', 'Reduced page load time by 40% by refactoring the React front end', 'Mentored two junior developers and ran code reviews', 'Built CI/CD pipelines with GitLab CI'],
      it: ['Sviluppo di API REST in Java e Spring Boot per la piattaforma di fatturazione', 'Migrazione dei servizi legacy su Docker e Kubernetes', 'Riduzione del 40% dei tempi di caricamento del front end React', 'Affiancamento di due sviluppatori junior e revisione del codice', 'Realizzazione di pipeline CI/CD con GitLab CI'],
      es: ['Desarrollo de APIs REST en Java y Spring Boot para la plataforma de facturación', 'Migración de servicios heredados a Docker y Kubernetes', 'Reducción del 40% del tiempo de carga del front end en React', 'Mentoría de dos desarrolladores junior y revisiones de código', 'Creación de pipelines de CI/CD con GitLab CI'],
      fr: ['Développement d’API REST en Java et Spring Boot pour la plateforme de facturation', 'Migration des services existants vers Docker et Kubernetes', 'Réduction de 40 % du temps de chargement du front React', 'Encadrement de deux développeurs juniors et revues de code', 'Mise en place de pipelines CI/CD avec GitLab CI'],
      de: ['Entwicklung von REST-APIs mit Java und Spring Boot für die Abrechnungsplattform', 'Migration von Altsystemen auf Docker und Kubernetes', 'Ladezeit des React-Frontends um 40 % reduziert', 'Betreuung von zwei Junior-Entwicklern und Code-Reviews', 'Aufbau von CI/CD-Pipelines mit GitLab CI'],
      pt: ['Desenvolvimento de APIs REST em Java e Spring Boot para a plataforma de faturação', 'Migração de serviços legados para Docker e Kubernetes', 'Redução de 40% no tempo de carregamento do front end em React', 'Mentoria de dois desenvolvedores júnior e revisão de código', 'Criação de pipelines de CI/CD com GitLab CI'],
    },
    certificates: [
      { name: 'AWS Certified Solutions Architect – Associate', issuer: 'Amazon Web Services' },
      { name: 'Oracle Certified Professional: Java SE 11 Developer', issuer: 'Oracle' },
      { name: 'Certified Kubernetes Application Developer (CKAD)', issuer: 'The Linux Foundation' },
      { name: 'Professional Scrum Master I', issuer: 'Scrum.org' },
    ],
    fields: {
      en: ['Computer Science', 'Software Engineering', 'Information Technology'],
      it: ['Informatica', 'Ingegneria Informatica', 'Scienze dell’Informazione'],
      es: ['Ingeniería Informática', 'Informática', 'Ingeniería del Software'],
      fr: ['Informatique', 'Génie logiciel', 'Systèmes d’information'],
      de: ['Informatik', 'Wirtschaftsinformatik', 'Softwaretechnik'],
      pt: ['Engenharia Informática', 'Ciência da Computação', 'Sistemas de Informação'],
    },
    employer: 'tech',
  },
  {
    key: 'data',
    domain: L('data analysis', 'dell’analisi dei dati', 'del análisis de datos', 'de l’analyse de données', 'Datenanalyse', 'análise de dados'),
    titles: {
      en: ['Junior Data Analyst', 'Data Analyst', 'Senior Data Scientist'],
      it: ['Data Analyst Junior', 'Data Analyst', 'Data Scientist Senior'],
      es: ['Analista de Datos Junior', 'Analista de Datos', 'Científico de Datos Senior'],
      fr: ['Analyste de données junior', 'Data Analyst', 'Data Scientist senior'],
      de: ['Junior Datenanalyst', 'Data Analyst', 'Senior Data Scientist'],
      pt: ['Analista de Dados Júnior', 'Analista de Dados', 'Cientista de Dados Sénior'],
    },
    skills: ['Python', 'SQL', 'Power BI', 'Tableau', 'pandas', 'scikit-learn', 'R', 'Excel', 'BigQuery', 'Apache Spark', 'Looker', L('Statistics', 'Statistica', 'Estadística', 'Statistiques', 'Statistik', 'Estatística'), L('Data visualisation', 'Visualizzazione dei dati', 'Visualización de datos', 'Visualisation de données', 'Datenvisualisierung', 'Visualização de dados'), 'Machine Learning'],
    duties: {
      en: ['Built Power BI dashboards used by 200 sales staff', 'Automated weekly reporting with Python and SQL', 'Designed A/B tests for the checkout funnel', 'Trained churn prediction models with scikit-learn', 'Cleaned and documented the customer data warehouse'],
      it: ['Realizzazione di dashboard Power BI usate da 200 commerciali', 'Automazione della reportistica settimanale con Python e SQL', 'Progettazione di test A/B per il funnel di acquisto', 'Sviluppo di modelli predittivi di abbandono con scikit-learn', 'Pulizia e documentazione del data warehouse clienti'],
      es: ['Creación de cuadros de mando en Power BI para 200 comerciales', 'Automatización de informes semanales con Python y SQL', 'Diseño de pruebas A/B para el embudo de compra', 'Modelos de predicción de abandono con scikit-learn', 'Limpieza y documentación del almacén de datos de clientes'],
      fr: ['Création de tableaux de bord Power BI pour 200 commerciaux', 'Automatisation du reporting hebdomadaire avec Python et SQL', 'Conception de tests A/B sur le tunnel de commande', 'Modèles de prédiction de l’attrition avec scikit-learn', 'Nettoyage et documentation de l’entrepôt de données clients'],
      de: ['Aufbau von Power-BI-Dashboards für 200 Vertriebsmitarbeiter', 'Automatisierung des Wochenreportings mit Python und SQL', 'Konzeption von A/B-Tests im Bestellprozess', 'Churn-Prognosemodelle mit scikit-learn', 'Bereinigung und Dokumentation des Kunden-Data-Warehouse'],
      pt: ['Criação de dashboards em Power BI para 200 comerciais', 'Automatização de relatórios semanais com Python e SQL', 'Desenho de testes A/B no funil de compra', 'Modelos de previsão de churn com scikit-learn', 'Limpeza e documentação do data warehouse de clientes'],
    },
    certificates: [
      { name: 'Microsoft Certified: Power BI Data Analyst Associate', issuer: 'Microsoft' },
      { name: 'Google Data Analytics Professional Certificate', issuer: 'Google' },
      { name: 'Tableau Desktop Specialist', issuer: 'Tableau' },
    ],
    fields: {
      en: ['Statistics', 'Mathematics', 'Data Science', 'Economics'],
      it: ['Statistica', 'Matematica', 'Data Science', 'Economia'],
      es: ['Estadística', 'Matemáticas', 'Ciencia de Datos', 'Economía'],
      fr: ['Statistique', 'Mathématiques appliquées', 'Science des données', 'Économie'],
      de: ['Statistik', 'Mathematik', 'Data Science', 'Volkswirtschaftslehre'],
      pt: ['Estatística', 'Matemática Aplicada', 'Ciência de Dados', 'Economia'],
    },
    employer: 'tech',
  },
  {
    key: 'accounting',
    domain: L('accounting and finance', 'amministrazione e contabilità', 'contabilidad y finanzas', 'comptabilité et finance', 'Rechnungswesen und Finanzen', 'contabilidade e finanças'),
    titles: {
      en: ['Accounts Assistant', 'Accountant', 'Senior Financial Controller'],
      it: ['Impiegata amministrativa', 'Contabile', 'Responsabile Amministrativo'],
      es: ['Auxiliar Contable', 'Contable', 'Responsable de Contabilidad'],
      fr: ['Assistant comptable', 'Comptable', 'Contrôleur de gestion senior'],
      de: ['Buchhalter', 'Bilanzbuchhalterin', 'Leiter Rechnungswesen'],
      pt: ['Assistente de Contabilidade', 'Contabilista', 'Controller Financeiro Sénior'],
    },
    skills: ['SAP FI', 'Excel', 'DATEV', 'Sage', L('Financial reporting', 'Bilancio d’esercizio', 'Cierre contable', 'Clôture des comptes', 'Jahresabschluss', 'Fecho de contas'), L('Accounts payable', 'Contabilità fornitori', 'Cuentas a pagar', 'Comptabilité fournisseurs', 'Kreditorenbuchhaltung', 'Contas a pagar'), L('VAT returns', 'Dichiarazioni IVA', 'Liquidación de IVA', 'Déclarations de TVA', 'Umsatzsteuervoranmeldung', 'Declarações de IVA'), L('Budgeting', 'Budget e controllo di gestione', 'Presupuestos', 'Budget et prévisions', 'Budgetplanung', 'Orçamentação'), 'IFRS', 'Power BI', L('Bank reconciliations', 'Riconciliazioni bancarie', 'Conciliaciones bancarias', 'Rapprochements bancaires', 'Bankabstimmungen', 'Reconciliações bancárias')],
    duties: {
      en: ['Prepared monthly management accounts and variance analysis', 'Managed accounts payable for 300 suppliers', 'Led the year-end close and audit preparation', 'Introduced an automated bank reconciliation in Excel', 'Filed quarterly VAT returns'],
      it: ['Redazione del bilancio mensile e analisi degli scostamenti', 'Gestione della contabilità fornitori (300 fornitori)', 'Chiusura di bilancio e supporto ai revisori', 'Introduzione di riconciliazioni bancarie automatiche in Excel', 'Liquidazioni IVA trimestrali'],
      es: ['Elaboración del cierre mensual y análisis de desviaciones', 'Gestión de cuentas a pagar de 300 proveedores', 'Cierre anual y preparación de la auditoría', 'Conciliaciones bancarias automatizadas en Excel', 'Presentación trimestral del IVA'],
      fr: ['Établissement des comptes mensuels et analyse des écarts', 'Gestion de la comptabilité fournisseurs (300 fournisseurs)', 'Clôture annuelle et préparation de l’audit', 'Mise en place de rapprochements bancaires automatisés sous Excel', 'Déclarations de TVA trimestrielles'],
      de: ['Erstellung der Monatsabschlüsse und Abweichungsanalysen', 'Kreditorenbuchhaltung für 300 Lieferanten', 'Jahresabschluss und Vorbereitung der Prüfung', 'Automatisierte Bankabstimmung in Excel eingeführt', 'Umsatzsteuervoranmeldungen'],
      pt: ['Elaboração do fecho mensal e análise de desvios', 'Gestão de contas a pagar de 300 fornecedores', 'Fecho anual e preparação da auditoria', 'Reconciliações bancárias automatizadas em Excel', 'Declarações trimestrais de IVA'],
    },
    certificates: [
      { name: 'ACCA Diploma in Accounting and Business', issuer: 'ACCA' },
      { name: 'SAP Certified Application Associate – Financial Accounting', issuer: 'SAP' },
      { name: L('Certified Management Accountant (CMA)', 'Certificazione CMA', 'Certificación CMA', 'Certification CMA', 'Zertifizierung CMA', 'Certificação CMA'), issuer: 'IMA' },
    ],
    fields: {
      en: ['Accounting and Finance', 'Business Administration', 'Economics'],
      it: ['Economia Aziendale', 'Economia e Commercio', 'Amministrazione e Controllo'],
      es: ['Administración y Dirección de Empresas', 'Finanzas y Contabilidad', 'Economía'],
      fr: ['Comptabilité Contrôle Audit', 'Gestion des entreprises', 'Finance'],
      de: ['Betriebswirtschaftslehre', 'Rechnungswesen und Controlling', 'Wirtschaftswissenschaften'],
      pt: ['Contabilidade e Administração', 'Gestão', 'Ciências Contábeis'],
    },
    employer: 'finance',
  },
  {
    key: 'marketing',
    domain: L('digital marketing', 'del marketing digitale', 'del marketing digital', 'du marketing digital', 'Online-Marketing', 'marketing digital'),
    titles: {
      en: ['Marketing Assistant', 'Digital Marketing Specialist', 'Marketing Manager'],
      it: ['Marketing Assistant', 'Digital Marketing Specialist', 'Responsabile Marketing'],
      es: ['Asistente de Marketing', 'Especialista en Marketing Digital', 'Responsable de Marketing'],
      fr: ['Assistante marketing', 'Chargée de marketing digital', 'Responsable marketing'],
      de: ['Marketing-Assistentin', 'Online-Marketing-Managerin', 'Leiterin Marketing'],
      pt: ['Assistente de Marketing', 'Especialista em Marketing Digital', 'Gestora de Marketing'],
    },
    skills: ['Google Ads', 'Google Analytics', 'SEO', 'HubSpot', 'Meta Ads', 'Canva', 'WordPress', 'Mailchimp', L('Content marketing', 'Content marketing', 'Marketing de contenidos', 'Marketing de contenu', 'Content-Marketing', 'Marketing de conteúdo'), L('Social media management', 'Gestione dei social media', 'Gestión de redes sociales', 'Gestion des réseaux sociaux', 'Social-Media-Management', 'Gestão de redes sociais'), 'Adobe Photoshop', L('Copywriting', 'Copywriting', 'Redacción publicitaria', 'Rédaction web', 'Texterstellung', 'Copywriting')],
    duties: {
      en: ['Planned and ran Google Ads campaigns with a €40k monthly budget', 'Grew organic traffic by 65% through SEO and content', 'Managed the company’s LinkedIn and Instagram channels', 'Set up marketing automation in HubSpot', 'Coordinated trade fairs and product launches'],
      it: ['Pianificazione e gestione di campagne Google Ads con budget di 40k € al mese', 'Crescita del traffico organico del 65% tramite SEO e contenuti', 'Gestione dei canali LinkedIn e Instagram aziendali', 'Configurazione della marketing automation su HubSpot', 'Organizzazione di fiere ed eventi di lancio prodotto'],
      es: ['Planificación y gestión de campañas de Google Ads con 40.000 € al mes', 'Aumento del tráfico orgánico en un 65% con SEO y contenidos', 'Gestión de los canales de LinkedIn e Instagram de la empresa', 'Implantación de automatización de marketing en HubSpot', 'Coordinación de ferias y lanzamientos de producto'],
      fr: ['Pilotage de campagnes Google Ads (budget de 40 k€ par mois)', 'Hausse de 65 % du trafic organique grâce au SEO et au contenu', 'Animation des comptes LinkedIn et Instagram de l’entreprise', 'Mise en place du marketing automation sous HubSpot', 'Organisation de salons et de lancements de produits'],
      de: ['Planung und Steuerung von Google-Ads-Kampagnen mit 40.000 € Monatsbudget', 'Organischen Traffic durch SEO und Content um 65 % gesteigert', 'Betreuung der LinkedIn- und Instagram-Kanäle', 'Einführung von Marketing-Automation mit HubSpot', 'Organisation von Messen und Produkteinführungen'],
      pt: ['Planeamento e gestão de campanhas Google Ads com 40 mil € por mês', 'Aumento de 65% do tráfego orgânico com SEO e conteúdos', 'Gestão dos canais LinkedIn e Instagram da empresa', 'Implementação de automação de marketing no HubSpot', 'Coordenação de feiras e lançamentos de produto'],
    },
    certificates: [
      { name: 'Google Ads Search Certification', issuer: 'Google' },
      { name: 'HubSpot Inbound Marketing Certification', issuer: 'HubSpot Academy' },
      { name: 'Google Analytics Individual Qualification', issuer: 'Google' },
    ],
    fields: {
      en: ['Marketing', 'Communication Studies', 'Business Management'],
      it: ['Marketing e Comunicazione', 'Scienze della Comunicazione', 'Economia e Management'],
      es: ['Marketing e Investigación de Mercados', 'Publicidad y Relaciones Públicas', 'Comunicación'],
      fr: ['Marketing et Communication', 'Information-Communication', 'Commerce'],
      de: ['Marketing', 'Medien- und Kommunikationswissenschaft', 'Betriebswirtschaft'],
      pt: ['Marketing', 'Ciências da Comunicação', 'Publicidade e Propaganda'],
    },
    employer: 'agency',
  },
  {
    key: 'nursing',
    domain: L('healthcare', 'sanitario', 'sanitario', 'de la santé', 'Gesundheitswesen', 'saúde'),
    titles: {
      en: ['Staff Nurse', 'Registered Nurse', 'Senior Charge Nurse'],
      it: ['Infermiere', 'Infermiera di area critica', 'Coordinatrice Infermieristica'],
      es: ['Enfermero', 'Enfermera de quirófano', 'Supervisora de Enfermería'],
      fr: ['Infirmier', 'Infirmière diplômée d’État', 'Cadre de santé'],
      de: ['Gesundheits- und Krankenpfleger', 'Pflegefachfrau', 'Stationsleitung'],
      pt: ['Enfermeiro', 'Enfermeira', 'Enfermeira-Chefe'],
    },
    skills: [L('Patient assessment', 'Valutazione del paziente', 'Valoración del paciente', 'Évaluation clinique', 'Patientenbeobachtung', 'Avaliação do doente'), L('Wound care', 'Medicazioni avanzate', 'Cura de heridas', 'Soins des plaies', 'Wundversorgung', 'Tratamento de feridas'), L('Medication administration', 'Somministrazione della terapia', 'Administración de medicación', 'Administration des traitements', 'Medikamentengabe', 'Administração de terapêutica'), L('Triage', 'Triage', 'Triaje', 'Triage', 'Triage', 'Triagem'), 'BLS', L('Infection control', 'Controllo delle infezioni', 'Control de infecciones', 'Hygiène hospitalière', 'Hygienemanagement', 'Controlo de infeção'), L('Electronic health records', 'Cartella clinica elettronica', 'Historia clínica electrónica', 'Dossier patient informatisé', 'Elektronische Patientenakte', 'Processo clínico eletrónico'), L('Palliative care', 'Cure palliative', 'Cuidados paliativos', 'Soins palliatifs', 'Palliativpflege', 'Cuidados paliativos')],
    duties: {
      en: ['Provided care for up to 8 patients per shift on a cardiology ward', 'Administered medication and monitored vital signs', 'Trained new staff on infection control procedures', 'Coordinated discharges with families and social services', 'Documented care in the electronic health record'],
      it: ['Assistenza fino a 8 pazienti per turno in reparto di cardiologia', 'Somministrazione della terapia e monitoraggio dei parametri vitali', 'Formazione dei neoassunti sulle procedure di controllo delle infezioni', 'Organizzazione delle dimissioni con famiglie e servizi sociali', 'Registrazione dell’assistenza nella cartella clinica elettronica'],
      es: ['Atención de hasta 8 pacientes por turno en la planta de cardiología', 'Administración de medicación y control de constantes vitales', 'Formación del personal nuevo en control de infecciones', 'Coordinación de altas con familias y servicios sociales', 'Registro de cuidados en la historia clínica electrónica'],
      fr: ['Prise en charge de 8 patients par poste en cardiologie', 'Administration des traitements et surveillance des constantes', 'Formation des nouveaux arrivants à l’hygiène hospitalière', 'Organisation des sorties avec les familles et les services sociaux', 'Traçabilité des soins dans le dossier patient informatisé'],
      de: ['Versorgung von bis zu 8 Patienten pro Schicht auf der Kardiologie', 'Medikamentengabe und Überwachung der Vitalzeichen', 'Einarbeitung neuer Kolleginnen in Hygienestandards', 'Entlassmanagement mit Angehörigen und Sozialdienst', 'Pflegedokumentation in der elektronischen Patientenakte'],
      pt: ['Cuidados a até 8 doentes por turno no serviço de cardiologia', 'Administração de terapêutica e monitorização de sinais vitais', 'Formação de novos colegas em controlo de infeção', 'Coordenação de altas com famílias e serviço social', 'Registo de cuidados no processo clínico eletrónico'],
    },
    certificates: [
      { name: 'Basic Life Support (BLS)', issuer: 'European Resuscitation Council' },
      { name: 'Advanced Life Support (ALS)', issuer: 'European Resuscitation Council' },
      { name: L('Wound Care Certificate', 'Corso di wound care', 'Curso de heridas crónicas', 'DU Plaies et cicatrisation', 'Wundexperte ICW', 'Curso de feridas crónicas'), issuer: null },
    ],
    fields: {
      en: ['Nursing', 'Adult Nursing'],
      it: ['Infermieristica'],
      es: ['Enfermería'],
      fr: ['Soins infirmiers'],
      de: ['Pflegewissenschaft', 'Pflege'],
      pt: ['Enfermagem'],
    },
    employer: 'hospital',
  },
  {
    key: 'mechanical',
    domain: L('mechanical engineering', 'dell’ingegneria meccanica', 'de la ingeniería mecánica', 'du génie mécanique', 'Maschinenbau', 'engenharia mecânica'),
    titles: {
      en: ['Graduate Mechanical Engineer', 'Mechanical Design Engineer', 'Lead Mechanical Engineer'],
      it: ['Progettista Meccanico Junior', 'Ingegnere Meccanico', 'Responsabile Ufficio Tecnico'],
      es: ['Ingeniero Mecánico Junior', 'Ingeniero de Diseño Mecánico', 'Jefe de Oficina Técnica'],
      fr: ['Technicien bureau d’études', 'Ingénieur mécanique', 'Responsable bureau d’études'],
      de: ['Konstrukteur', 'Entwicklungsingenieur Maschinenbau', 'Teamleiter Konstruktion'],
      pt: ['Projetista Mecânico', 'Engenheiro Mecânico', 'Responsável de Engenharia'],
    },
    skills: ['SolidWorks', 'AutoCAD', 'CATIA V5', 'Siemens NX', 'ANSYS', 'MATLAB', 'FMEA', 'GD&T', L('Lean Manufacturing', 'Lean Manufacturing', 'Lean Manufacturing', 'Lean Manufacturing', 'Lean Management', 'Lean Manufacturing'), L('Technical drawing', 'Disegno tecnico', 'Dibujo técnico', 'Dessin technique', 'Technisches Zeichnen', 'Desenho técnico'), 'SAP PP', 'Six Sigma'],
    duties: {
      en: ['Designed sheet-metal assemblies in SolidWorks for packaging machines', 'Ran FEA studies in ANSYS to validate frame stiffness', 'Led FMEA workshops with production and quality', 'Cut material costs by 12% through design for manufacturing', 'Prepared technical drawings to ISO GD&T standards'],
      it: ['Progettazione di assiemi in lamiera con SolidWorks per macchine confezionatrici', 'Analisi FEM con ANSYS per verificare la rigidezza del telaio', 'Conduzione di workshop FMEA con produzione e qualità', 'Riduzione del 12% dei costi dei materiali grazie al design for manufacturing', 'Redazione di disegni tecnici secondo le norme ISO GD&T'],
      es: ['Diseño de conjuntos de chapa en SolidWorks para máquinas de envasado', 'Estudios de elementos finitos en ANSYS para validar la rigidez del bastidor', 'Dirección de talleres AMFE con producción y calidad', 'Reducción del 12% del coste de materiales mediante diseño para fabricación', 'Elaboración de planos técnicos según ISO GD&T'],
      fr: ['Conception d’ensembles en tôlerie sous SolidWorks pour des machines d’emballage', 'Calculs par éléments finis sous ANSYS pour valider la rigidité du châssis', 'Animation d’ateliers AMDEC avec la production et la qualité', 'Baisse de 12 % du coût matière grâce à la conception pour la fabrication', 'Réalisation de plans selon la cotation ISO GD&T'],
      de: ['Konstruktion von Blechbaugruppen in SolidWorks für Verpackungsmaschinen', 'FEM-Berechnungen mit ANSYS zur Rahmensteifigkeit', 'Leitung von FMEA-Workshops mit Produktion und Qualität', 'Materialkosten durch fertigungsgerechte Konstruktion um 12 % gesenkt', 'Erstellung technischer Zeichnungen nach ISO GPS'],
      pt: ['Projeto de conjuntos em chapa no SolidWorks para máquinas de embalagem', 'Estudos de elementos finitos em ANSYS para validar a rigidez do quadro', 'Condução de workshops FMEA com produção e qualidade', 'Redução de 12% no custo de materiais com design for manufacturing', 'Elaboração de desenhos técnicos segundo ISO GD&T'],
    },
    certificates: [
      { name: 'Certified SolidWorks Professional (CSWP)', issuer: 'Dassault Systèmes' },
      { name: 'Lean Six Sigma Green Belt', issuer: null },
      { name: 'PMP – Project Management Professional', issuer: 'PMI' },
    ],
    fields: {
      en: ['Mechanical Engineering', 'Manufacturing Engineering'],
      it: ['Ingegneria Meccanica', 'Ingegneria Gestionale'],
      es: ['Ingeniería Mecánica', 'Ingeniería en Tecnologías Industriales'],
      fr: ['Génie mécanique', 'Conception mécanique'],
      de: ['Maschinenbau', 'Mechatronik'],
      pt: ['Engenharia Mecânica', 'Engenharia Industrial'],
    },
    employer: 'industry',
  },
  {
    key: 'hr',
    domain: L('human resources', 'delle risorse umane', 'de los recursos humanos', 'des ressources humaines', 'Personalwesen', 'recursos humanos'),
    titles: {
      en: ['HR Assistant', 'HR Business Partner', 'Head of People'],
      it: ['HR Assistant', 'HR Generalist', 'Responsabile Risorse Umane'],
      es: ['Técnico de Selección', 'Técnica de Recursos Humanos', 'Directora de Recursos Humanos'],
      fr: ['Chargée de recrutement', 'Responsable RH', 'DRH'],
      de: ['Personalreferentin', 'HR Business Partner', 'Personalleiterin'],
      pt: ['Técnica de Recursos Humanos', 'Analista de RH', 'Diretora de Recursos Humanos'],
    },
    skills: [L('Recruitment', 'Selezione del personale', 'Selección de personal', 'Recrutement', 'Recruiting', 'Recrutamento e seleção'), L('Payroll', 'Elaborazione paghe', 'Nóminas', 'Paie', 'Lohnabrechnung', 'Processamento salarial'), L('Employment law', 'Diritto del lavoro', 'Derecho laboral', 'Droit du travail', 'Arbeitsrecht', 'Direito do trabalho'), 'SAP SuccessFactors', 'Workday', L('Onboarding', 'Onboarding', 'Onboarding', 'Intégration des collaborateurs', 'Onboarding', 'Onboarding'), L('Performance management', 'Valutazione delle performance', 'Gestión del desempeño', 'Gestion de la performance', 'Leistungsbeurteilung', 'Gestão de desempenho'), 'Excel', L('Employer branding', 'Employer branding', 'Employer branding', 'Marque employeur', 'Employer Branding', 'Employer branding')],
    duties: {
      en: ['Managed end-to-end recruitment for 60 roles per year', 'Ran monthly payroll for 250 employees', 'Introduced a structured onboarding programme', 'Advised managers on employment law and disciplinary cases', 'Rolled out Workday for performance reviews'],
      it: ['Gestione dell’intero processo di selezione per 60 posizioni l’anno', 'Elaborazione mensile delle paghe per 250 dipendenti', 'Introduzione di un programma di onboarding strutturato', 'Consulenza ai responsabili su diritto del lavoro e disciplinari', 'Avvio di Workday per la valutazione delle performance'],
      es: ['Gestión completa de procesos de selección para 60 puestos al año', 'Elaboración mensual de nóminas para 250 empleados', 'Implantación de un programa de onboarding', 'Asesoramiento a mandos en derecho laboral y expedientes disciplinarios', 'Despliegue de Workday para la evaluación del desempeño'],
      fr: ['Pilotage du recrutement de bout en bout pour 60 postes par an', 'Gestion de la paie mensuelle de 250 salariés', 'Mise en place d’un parcours d’intégration', 'Conseil aux managers en droit du travail et procédures disciplinaires', 'Déploiement de Workday pour les entretiens annuels'],
      de: ['Recruiting von der Ausschreibung bis zur Einstellung für 60 Stellen pro Jahr', 'Monatliche Lohnabrechnung für 250 Mitarbeitende', 'Einführung eines strukturierten Onboardings', 'Beratung der Führungskräfte in arbeitsrechtlichen Fragen', 'Einführung von Workday für Mitarbeitergespräche'],
      pt: ['Gestão completa do recrutamento para 60 vagas por ano', 'Processamento salarial mensal de 250 colaboradores', 'Implementação de um programa de onboarding', 'Aconselhamento às chefias em direito do trabalho', 'Implementação do Workday para avaliação de desempenho'],
    },
    certificates: [
      { name: 'CIPD Level 5 Associate Diploma in People Management', issuer: 'CIPD' },
      { name: 'SHRM Certified Professional (SHRM-CP)', issuer: 'SHRM' },
    ],
    fields: {
      en: ['Psychology', 'Human Resource Management', 'Business Studies'],
      it: ['Psicologia del Lavoro', 'Scienze Politiche', 'Economia e Gestione delle Risorse Umane'],
      es: ['Relaciones Laborales y Recursos Humanos', 'Psicología', 'Derecho'],
      fr: ['Gestion des ressources humaines', 'Psychologie du travail', 'Droit social'],
      de: ['Personalmanagement', 'Psychologie', 'Betriebswirtschaftslehre'],
      pt: ['Gestão de Recursos Humanos', 'Psicologia', 'Administração'],
    },
    employer: 'retail',
  },
  {
    key: 'logistics',
    domain: L('logistics and supply chain', 'della logistica', 'de la logística', 'de la logistique', 'Logistik', 'logística'),
    titles: {
      en: ['Warehouse Operative', 'Logistics Coordinator', 'Supply Chain Manager'],
      it: ['Magazziniere', 'Responsabile Logistica', 'Supply Chain Manager'],
      es: ['Mozo de Almacén', 'Coordinador de Logística', 'Jefe de Almacén'],
      fr: ['Préparateur de commandes', 'Coordinateur logistique', 'Responsable supply chain'],
      de: ['Fachkraft für Lagerlogistik', 'Disponent', 'Leiter Logistik'],
      pt: ['Operador de Armazém', 'Coordenador de Logística', 'Gestor de Supply Chain'],
    },
    skills: ['SAP MM', 'SAP EWM', 'Excel', L('Inventory management', 'Gestione delle scorte', 'Gestión de inventarios', 'Gestion des stocks', 'Bestandsmanagement', 'Gestão de inventário'), L('Forklift operation', 'Conduzione carrelli elevatori', 'Manejo de carretilla elevadora', 'Conduite de chariot élévateur', 'Staplerfahren', 'Condução de empilhadores'), L('Route planning', 'Pianificazione dei trasporti', 'Planificación de rutas', 'Planification des transports', 'Tourenplanung', 'Planeamento de rotas'), 'WMS', L('Customs procedures', 'Pratiche doganali', 'Trámites aduaneros', 'Procédures douanières', 'Zollabwicklung', 'Procedimentos aduaneiros'), 'Lean', 'Power BI'],
    duties: {
      en: ['Coordinated 120 inbound and outbound shipments per week', 'Cut picking errors by 30% after re-slotting the warehouse', 'Negotiated rates with three road hauliers', 'Implemented SAP EWM with the IT team', 'Supervised a team of 14 warehouse operatives'],
      it: ['Coordinamento di 120 spedizioni in entrata e in uscita a settimana', 'Riduzione del 30% degli errori di prelievo con la riorganizzazione del magazzino', 'Negoziazione delle tariffe con tre vettori', 'Implementazione di SAP EWM insieme al reparto IT', 'Gestione di un team di 14 magazzinieri'],
      es: ['Coordinación de 120 envíos de entrada y salida por semana', 'Reducción del 30% de errores de picking tras reorganizar el almacén', 'Negociación de tarifas con tres transportistas', 'Implantación de SAP EWM con el equipo de IT', 'Supervisión de un equipo de 14 mozos de almacén'],
      fr: ['Coordination de 120 expéditions entrantes et sortantes par semaine', 'Baisse de 30 % des erreurs de préparation après réorganisation de l’entrepôt', 'Négociation des tarifs avec trois transporteurs', 'Déploiement de SAP EWM avec l’équipe informatique', 'Encadrement d’une équipe de 14 préparateurs'],
      de: ['Disposition von 120 Ein- und Ausgangssendungen pro Woche', 'Kommissionierfehler nach Neuordnung des Lagers um 30 % gesenkt', 'Frachtratenverhandlungen mit drei Speditionen', 'Einführung von SAP EWM gemeinsam mit der IT', 'Führung eines Teams von 14 Lagermitarbeitern'],
      pt: ['Coordenação de 120 envios de entrada e saída por semana', 'Redução de 30% dos erros de picking após reorganização do armazém', 'Negociação de tarifas com três transportadoras', 'Implementação do SAP EWM com a equipa de IT', 'Supervisão de uma equipa de 14 operadores'],
    },
    certificates: [
      { name: 'APICS Certified Supply Chain Professional (CSCP)', issuer: 'ASCM' },
      { name: L('Forklift Licence', 'Patentino per carrelli elevatori', 'Carné de carretillero', 'CACES R489', 'Staplerschein', 'Certificado de operador de empilhador'), issuer: null },
    ],
    fields: {
      en: ['Logistics and Supply Chain Management', 'Business Administration'],
      it: ['Ingegneria Gestionale', 'Economia e Logistica'],
      es: ['Logística y Transporte', 'Administración de Empresas'],
      fr: ['Logistique et transport', 'Management de la chaîne logistique'],
      de: ['Logistikmanagement', 'Wirtschaftsingenieurwesen'],
      pt: ['Logística', 'Gestão'],
    },
    employer: 'logistics',
  },
  {
    key: 'chef',
    domain: L('hospitality', 'della ristorazione', 'de la hostelería', 'de la restauration', 'Gastronomie', 'restauração'),
    titles: {
      en: ['Commis Chef', 'Chef de Partie', 'Head Chef'],
      it: ['Commis di cucina', 'Chef de Partie', 'Executive Chef'],
      es: ['Ayudante de Cocina', 'Cocinero', 'Jefe de Cocina'],
      fr: ['Commis de cuisine', 'Chef de partie', 'Chef de cuisine'],
      de: ['Jungkoch', 'Koch', 'Küchenchef'],
      pt: ['Ajudante de Cozinha', 'Cozinheiro', 'Chefe de Cozinha'],
    },
    skills: ['HACCP', L('Menu planning', 'Creazione di menu', 'Elaboración de menús', 'Élaboration de cartes', 'Menüplanung', 'Elaboração de menus'), L('Food cost control', 'Controllo del food cost', 'Control de escandallos', 'Maîtrise du food cost', 'Wareneinsatzkontrolle', 'Controlo de food cost'), L('Fresh pasta', 'Pasta fresca', 'Pasta fresca', 'Pâtes fraîches', 'Frische Pasta', 'Massa fresca'), L('Pastry', 'Pasticceria', 'Repostería', 'Pâtisserie', 'Patisserie', 'Pastelaria'), L('Team leadership', 'Gestione della brigata', 'Dirección de equipos de cocina', 'Management de brigade', 'Teamführung', 'Gestão de equipa'), L('Stock ordering', 'Gestione ordini e magazzino', 'Gestión de pedidos', 'Gestion des commandes', 'Warenbestellung', 'Gestão de encomendas'), L('Sous-vide cooking', 'Cottura sottovuoto', 'Cocina al vacío', 'Cuisson sous vide', 'Sous-vide-Garen', 'Cozinha a vácuo')],
    duties: {
      en: ['Ran the pasta section in a 90-cover restaurant', 'Designed seasonal menus with local suppliers', 'Kept food cost under 28% of revenue', 'Trained commis and kitchen porters', 'Maintained HACCP records and hygiene standards'],
      it: ['Responsabile della partita dei primi in un ristorante da 90 coperti', 'Creazione di menu stagionali con fornitori locali', 'Food cost mantenuto sotto il 28% del fatturato', 'Formazione di commis e lavapiatti', 'Gestione delle procedure HACCP'],
      es: ['Responsable de la partida de pasta en un restaurante de 90 cubiertos', 'Diseño de menús de temporada con proveedores locales', 'Control del escandallo por debajo del 28% de la facturación', 'Formación de ayudantes y friegaplatos', 'Registros APPCC y normas de higiene'],
      fr: ['Responsable du poste pâtes dans un restaurant de 90 couverts', 'Création de cartes de saison avec des producteurs locaux', 'Food cost maintenu sous 28 % du chiffre d’affaires', 'Formation des commis et plongeurs', 'Suivi du plan HACCP et des normes d’hygiène'],
      de: ['Verantwortung für den Pastaposten in einem Restaurant mit 90 Plätzen', 'Saisonale Menüs mit regionalen Lieferanten entwickelt', 'Wareneinsatz unter 28 % des Umsatzes gehalten', 'Ausbildung von Jungköchen und Küchenhilfen', 'HACCP-Dokumentation und Hygienestandards'],
      pt: ['Responsável pela secção de massas num restaurante de 90 lugares', 'Criação de menus sazonais com fornecedores locais', 'Food cost abaixo de 28% da faturação', 'Formação de ajudantes e copeiros', 'Registos HACCP e normas de higiene'],
    },
    certificates: [
      { name: L('HACCP Level 2 Food Safety', 'Attestato HACCP', 'Certificado de Manipulador de Alimentos', 'Formation HACCP', 'HACCP-Schulung', 'Certificado HACCP'), issuer: null },
      { name: L('Professional Cookery Diploma', 'Corso professionale di cucina italiana', 'Curso de cocina profesional', 'CAP Cuisine', 'Weiterbildung Küchenmeister', 'Curso de cozinha profissional'), issuer: null },
    ],
    fields: {
      en: ['Culinary Arts', 'Hospitality Management'],
      it: ['Enogastronomia e Ospitalità Alberghiera', 'Scienze Gastronomiche'],
      es: ['Dirección de Cocina', 'Gastronomía'],
      fr: ['Arts culinaires', 'Hôtellerie-restauration'],
      de: ['Hotel- und Gastronomiemanagement', 'Ernährungswissenschaft'],
      pt: ['Gastronomia', 'Gestão Hoteleira'],
    },
    employer: 'restaurant',
  },
  {
    key: 'sales',
    domain: L('B2B sales', 'delle vendite B2B', 'de las ventas B2B', 'de la vente B2B', 'B2B-Vertrieb', 'vendas B2B'),
    titles: {
      en: ['Sales Development Representative', 'Account Executive', 'Regional Sales Manager'],
      it: ['Addetto alle vendite', 'Account Manager', 'Area Manager'],
      es: ['Comercial Junior', 'Ejecutivo de Cuentas', 'Director Comercial'],
      fr: ['Commercial sédentaire', 'Chargé d’affaires', 'Directeur commercial régional'],
      de: ['Vertriebsassistent', 'Key Account Manager', 'Vertriebsleiter'],
      pt: ['Assistente Comercial', 'Gestor de Contas', 'Diretor Comercial'],
    },
    skills: ['Salesforce', 'HubSpot CRM', L('Negotiation', 'Negoziazione', 'Negociación', 'Négociation', 'Verhandlungsführung', 'Negociação'), L('Key account management', 'Gestione dei clienti chiave', 'Gestión de cuentas clave', 'Gestion grands comptes', 'Key-Account-Management', 'Gestão de grandes contas'), L('Cold calling', 'Prospezione telefonica', 'Prospección telefónica', 'Prospection téléphonique', 'Kaltakquise', 'Prospeção telefónica'), L('Sales forecasting', 'Previsioni di vendita', 'Previsión de ventas', 'Prévisions des ventes', 'Absatzplanung', 'Previsão de vendas'), 'LinkedIn Sales Navigator', 'Excel', L('Public speaking', 'Public speaking', 'Hablar en público', 'Prise de parole en public', 'Präsentationstechnik', 'Falar em público')],
    duties: {
      en: ['Exceeded the annual quota by 18% two years in a row', 'Opened 35 new B2B accounts in the DACH region', 'Managed a pipeline of €2M in Salesforce', 'Negotiated framework agreements with retail chains', 'Presented the product range at trade fairs'],
      it: ['Superamento del budget annuale del 18% per due anni consecutivi', 'Apertura di 35 nuovi clienti B2B nel Nord Italia', 'Gestione di una pipeline di 2 milioni di euro su Salesforce', 'Negoziazione di accordi quadro con catene della GDO', 'Presentazione della gamma prodotti in fiera'],
      es: ['Superé el objetivo anual en un 18% dos años seguidos', 'Apertura de 35 nuevas cuentas B2B en la zona centro', 'Gestión de una cartera de 2 M€ en Salesforce', 'Negociación de acuerdos marco con cadenas de distribución', 'Presentación de la gama de productos en ferias'],
      fr: ['Objectif annuel dépassé de 18 % deux années de suite', 'Ouverture de 35 nouveaux comptes B2B en Auvergne-Rhône-Alpes', 'Pilotage d’un pipeline de 2 M€ sous Salesforce', 'Négociation d’accords-cadres avec la grande distribution', 'Présentation de la gamme sur les salons professionnels'],
      de: ['Jahresziel zwei Jahre in Folge um 18 % übertroffen', '35 Neukunden im B2B-Bereich in der DACH-Region gewonnen', 'Pipeline von 2 Mio. € in Salesforce betreut', 'Rahmenverträge mit Handelsketten verhandelt', 'Produktpräsentationen auf Fachmessen'],
      pt: ['Superei o objetivo anual em 18% dois anos seguidos', 'Abertura de 35 novas contas B2B na região Norte', 'Gestão de um pipeline de 2 M€ no Salesforce', 'Negociação de acordos-quadro com cadeias de retalho', 'Apresentação da gama de produtos em feiras'],
    },
    certificates: [
      { name: 'Salesforce Certified Administrator', issuer: 'Salesforce' },
      { name: 'HubSpot Sales Software Certification', issuer: 'HubSpot Academy' },
    ],
    fields: {
      en: ['Business Administration', 'International Business', 'Marketing'],
      it: ['Economia e Commercio', 'Economia Aziendale', 'Marketing'],
      es: ['Administración y Dirección de Empresas', 'Comercio Internacional', 'Marketing'],
      fr: ['Commerce international', 'Gestion des entreprises', 'Marketing'],
      de: ['Betriebswirtschaftslehre', 'International Business', 'Marketing'],
      pt: ['Gestão de Empresas', 'Comércio Internacional', 'Marketing'],
    },
    employer: 'retail',
  },
  {
    key: 'design',
    domain: L('graphic design', 'della grafica', 'del diseño gráfico', 'du design graphique', 'Grafikdesign', 'design gráfico'),
    titles: {
      en: ['Junior Graphic Designer', 'Graphic Designer', 'Art Director'],
      it: ['Grafico Junior', 'Graphic Designer', 'Art Director'],
      es: ['Diseñador Gráfico Junior', 'Diseñadora Gráfica', 'Directora de Arte'],
      fr: ['Graphiste junior', 'Graphiste', 'Directrice artistique'],
      de: ['Junior Grafikdesignerin', 'Grafikdesigner', 'Art Director'],
      pt: ['Designer Gráfico Júnior', 'Designer Gráfica', 'Diretora de Arte'],
    },
    skills: ['Adobe Photoshop', 'Adobe Illustrator', 'Adobe InDesign', 'Figma', 'After Effects', L('Typography', 'Tipografia', 'Tipografía', 'Typographie', 'Typografie', 'Tipografia'), L('Branding', 'Brand identity', 'Identidad corporativa', 'Identité visuelle', 'Corporate Design', 'Identidade visual'), L('Packaging design', 'Packaging', 'Diseño de packaging', 'Design packaging', 'Verpackungsdesign', 'Design de embalagens'), 'UI Design', 'Blender'],
    duties: {
      en: ['Created brand identities for 20+ clients', 'Designed packaging for a range of organic cosmetics', 'Produced motion graphics for social media campaigns', 'Prepared print-ready files and liaised with printers', 'Led the redesign of the company website in Figma'],
      it: ['Creazione di identità visive per oltre 20 clienti', 'Progettazione del packaging di una linea di cosmetici biologici', 'Animazioni grafiche per campagne social', 'Preparazione degli esecutivi di stampa e rapporti con le tipografie', 'Restyling del sito aziendale in Figma'],
      es: ['Creación de identidades corporativas para más de 20 clientes', 'Diseño del packaging de una línea de cosmética ecológica', 'Motion graphics para campañas en redes sociales', 'Preparación de artes finales y contacto con imprentas', 'Rediseño de la web corporativa en Figma'],
      fr: ['Création d’identités visuelles pour plus de 20 clients', 'Design du packaging d’une gamme de cosmétiques bio', 'Motion design pour les campagnes sur les réseaux sociaux', 'Préparation des fichiers d’impression et suivi de fabrication', 'Refonte du site de l’entreprise sous Figma'],
      de: ['Corporate Designs für mehr als 20 Kunden entwickelt', 'Verpackungsdesign für eine Bio-Kosmetiklinie', 'Motion Graphics für Social-Media-Kampagnen', 'Druckdatenerstellung und Abstimmung mit Druckereien', 'Relaunch der Firmenwebsite in Figma'],
      pt: ['Criação de identidades visuais para mais de 20 clientes', 'Design de embalagens para uma linha de cosmética biológica', 'Motion graphics para campanhas nas redes sociais', 'Preparação de artes finais e contacto com gráficas', 'Redesenho do site da empresa no Figma'],
    },
    certificates: [
      { name: 'Adobe Certified Professional in Graphic Design & Illustration', issuer: 'Adobe' },
      { name: 'Google UX Design Certificate', issuer: 'Google' },
    ],
    fields: {
      en: ['Graphic Design', 'Visual Communication'],
      it: ['Design della Comunicazione', 'Grafica e Comunicazione'],
      es: ['Diseño Gráfico', 'Bellas Artes'],
      fr: ['Design graphique', 'Arts appliqués'],
      de: ['Kommunikationsdesign', 'Grafikdesign'],
      pt: ['Design de Comunicação', 'Design Gráfico'],
    },
    employer: 'agency',
  },
];
