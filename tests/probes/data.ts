export interface Job { title: string; employer: string; city: string; from: string; to: string }
export interface Edu { degree: string; school: string; from: string; to: string }
export interface Lang {
  lang: string;
  name: string;
  email: string;
  phone: string;
  city: string;
  headline: string;
  h: { exp: string; edu: string; skills: string; langs: string; contact: string; profile: string };
  jobs: Job[];
  edus: Edu[];
  skills: string[];
  languages: string[];
  bullet: string;
}
export const LANGS: Lang[] = [
  {
    lang: 'en', name: 'Laura Example', email: 'laura.example@example.com', phone: '+44 7700 900123', city: 'Manchester, United Kingdom',
    headline: 'Data Analyst',
    h: { exp: 'Work Experience', edu: 'Education', skills: 'Skills', langs: 'Languages', contact: 'Contact', profile: 'Profile' },
    jobs: [
      { title: 'Data Analyst', employer: 'Northwind Logistics', city: 'Manchester', from: '03/2019', to: 'Present' },
      { title: 'Junior Accountant', employer: 'Baker & Sons Ltd', city: 'Leeds', from: '09/2016', to: '02/2019' },
    ],
    edus: [{ degree: 'BSc in Economics', school: 'University of Leeds', from: '2013', to: '2016' }],
    skills: ['Python', 'SQL', 'Tableau', 'Excel'],
    languages: ['English – native', 'Spanish – B2'],
    bullet: 'Built weekly sales dashboards for the board',
  },
  {
    lang: 'it', name: 'Giulia Esempio', email: 'giulia.esempio@example.it', phone: '+39 347 123 4567', city: 'Bologna, Italia',
    headline: 'Analista dati',
    h: { exp: 'Esperienza lavorativa', edu: 'Istruzione e formazione', skills: 'Competenze', langs: 'Lingue', contact: 'Contatti', profile: 'Profilo' },
    jobs: [
      { title: 'Analista dati', employer: 'Logistica Emiliana S.r.l.', city: 'Bologna', from: '03/2019', to: 'oggi' },
      { title: 'Contabile junior', employer: 'Studio Rossi & Associati', city: 'Modena', from: '09/2016', to: '02/2019' },
    ],
    edus: [{ degree: 'Laurea triennale in Economia', school: 'Università di Bologna', from: '2013', to: '2016' }],
    skills: ['Python', 'SQL', 'Tableau', 'Excel'],
    languages: ['Italiano – madrelingua', 'Inglese – B2'],
    bullet: 'Realizzato cruscotti settimanali delle vendite',
  },
  {
    lang: 'es', name: 'Lucía Ejemplo', email: 'lucia.ejemplo@example.es', phone: '+34 612 345 678', city: 'Valencia, España',
    headline: 'Analista de datos',
    h: { exp: 'Experiencia laboral', edu: 'Formación académica', skills: 'Habilidades', langs: 'Idiomas', contact: 'Contacto', profile: 'Perfil' },
    jobs: [
      { title: 'Analista de datos', employer: 'Logística Levante S.L.', city: 'Valencia', from: '03/2019', to: 'actualidad' },
      { title: 'Contable junior', employer: 'Asesoría Martínez', city: 'Alicante', from: '09/2016', to: '02/2019' },
    ],
    edus: [{ degree: 'Grado en Economía', school: 'Universidad de Valencia', from: '2013', to: '2016' }],
    skills: ['Python', 'SQL', 'Tableau', 'Excel'],
    languages: ['Español – nativo', 'Inglés – B2'],
    bullet: 'Elaboré cuadros de mando semanales de ventas',
  },
  {
    lang: 'fr', name: 'Claire Exemple', email: 'claire.exemple@example.fr', phone: '+33 6 12 34 56 78', city: 'Lyon, France',
    headline: 'Analyste de données',
    h: { exp: 'Expérience professionnelle', edu: 'Formation', skills: 'Compétences', langs: 'Langues', contact: 'Contact', profile: 'Profil' },
    jobs: [
      { title: 'Analyste de données', employer: 'Logistique Rhône SAS', city: 'Lyon', from: '03/2019', to: "aujourd'hui" },
      { title: 'Comptable junior', employer: 'Cabinet Durand', city: 'Grenoble', from: '09/2016', to: '02/2019' },
    ],
    edus: [{ degree: 'Licence en Économie', school: 'Université Lumière Lyon 2', from: '2013', to: '2016' }],
    skills: ['Python', 'SQL', 'Tableau', 'Excel'],
    languages: ['Français – langue maternelle', 'Anglais – B2'],
    bullet: 'Réalisation de tableaux de bord hebdomadaires des ventes',
  },
  {
    lang: 'de', name: 'Anna Beispiel', email: 'anna.beispiel@example.de', phone: '+49 151 23456789', city: 'Hamburg, Deutschland',
    headline: 'Datenanalystin',
    h: { exp: 'Berufserfahrung', edu: 'Ausbildung', skills: 'Kenntnisse', langs: 'Sprachen', contact: 'Kontakt', profile: 'Profil' },
    jobs: [
      { title: 'Datenanalystin', employer: 'Nordlogistik GmbH', city: 'Hamburg', from: '03/2019', to: 'heute' },
      { title: 'Buchhalterin', employer: 'Steuerbüro Schmidt', city: 'Bremen', from: '09/2016', to: '02/2019' },
    ],
    edus: [{ degree: 'Bachelor of Science Wirtschaftswissenschaften', school: 'Universität Hamburg', from: '2013', to: '2016' }],
    skills: ['Python', 'SQL', 'Tableau', 'Excel'],
    languages: ['Deutsch – Muttersprache', 'Englisch – B2'],
    bullet: 'Wöchentliche Vertriebs-Dashboards erstellt',
  },
  {
    lang: 'pt', name: 'Ana Exemplo', email: 'ana.exemplo@example.pt', phone: '+351 912 345 678', city: 'Porto, Portugal',
    headline: 'Analista de dados',
    h: { exp: 'Experiência profissional', edu: 'Formação académica', skills: 'Competências', langs: 'Idiomas', contact: 'Contacto', profile: 'Perfil' },
    jobs: [
      { title: 'Analista de dados', employer: 'Logística Norte, Lda.', city: 'Porto', from: '03/2019', to: 'presente' },
      { title: 'Contabilista júnior', employer: 'Gabinete Silva', city: 'Braga', from: '09/2016', to: '02/2019' },
    ],
    edus: [{ degree: 'Licenciatura em Economia', school: 'Universidade do Porto', from: '2013', to: '2016' }],
    skills: ['Python', 'SQL', 'Tableau', 'Excel'],
    languages: ['Português – nativo', 'Inglês – B2'],
    bullet: 'Criei painéis semanais de vendas',
  },
];
