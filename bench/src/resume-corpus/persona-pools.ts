/**
 * Hand-written material the resume corpus's personas are drawn from (issue #29). Written from the
 * JSON Resume schema and the list only, without reading the parser: the spec's countries
 * (Philippines, Costa Rica, South Africa, India, United States, Spanish-language resumes), company
 * names with and without legal suffixes, positions, schools and degrees as people write them.
 */

export interface CountryPool {
  code: string;
  lang: 'en' | 'es';
  first: string[];
  last: string[];
  cities: [city: string, region: string][];
  phone: (n: number) => string;
  companies: string[];
  schools: string[];
  degrees: [studyType: string, area: string][];
  positions: string[];
  languages: [string, string][];
}

export const POOLS: CountryPool[] = [
  {
    code: 'PH',
    lang: 'en',
    first: ['Maria Clara', 'Jose', 'Angelica', 'Mark Anthony', 'Kristine', 'Paolo', 'Rhea', 'Jericho'],
    last: ['Santos', 'Reyes', 'Dela Cruz', 'Bautista', 'Villanueva', 'Mendoza', 'Aquino', 'Garcia'],
    cities: [
      ['Quezon City', 'Metro Manila'],
      ['Cebu City', 'Cebu'],
      ['Davao City', 'Davao del Sur'],
      ['Makati', 'Metro Manila'],
    ],
    phone: (n) => `+63 917 ${String(200 + n).padStart(3, '0')} ${String(1000 + n * 37).slice(-4)}`,
    companies: [
      'Globe Telecom, Inc.',
      'Accenture Philippines',
      'Jollibee Foods Corporation',
      'Concentrix',
      'TaskUs',
      'Ayala Land Inc.',
      'Teleperformance Philippines',
      'BDO Unibank',
      'Sutherland Global Services',
      'Manila Water Company',
    ],
    schools: [
      'University of the Philippines Diliman',
      'Ateneo de Manila University',
      'De La Salle University',
      'University of San Carlos',
    ],
    degrees: [
      ['Bachelor of Science', 'Information Technology'],
      ['Bachelor of Science', 'Nursing'],
      ['Bachelor of Arts', 'Communication'],
      ['Bachelor of Science', 'Accountancy'],
    ],
    positions: [
      'Customer Service Representative',
      'Team Leader',
      'Quality Analyst',
      'Technical Support Specialist',
      'Operations Manager',
      'Recruitment Specialist',
      'Software Developer',
      'Staff Accountant',
    ],
    languages: [
      ['English', 'Fluent'],
      ['Filipino', 'Native'],
      ['Cebuano', 'Conversational'],
    ],
  },
  {
    code: 'CR',
    lang: 'es',
    first: ['Andrés', 'María José', 'Esteban', 'Valeria', 'Daniela', 'Luis Diego', 'Fabiola', 'Mauricio'],
    last: ['Jiménez', 'Vargas Solano', 'Rodríguez', 'Mora Castro', 'Araya', 'Quesada', 'Chaves', 'Solís'],
    cities: [
      ['San José', 'San José'],
      ['Heredia', 'Heredia'],
      ['Alajuela', 'Alajuela'],
      ['Cartago', 'Cartago'],
    ],
    phone: (n) => `+506 8${String(300 + n).slice(-3)}-${String(4000 + n * 53).slice(-4)}`,
    companies: [
      'Intel Costa Rica S.A.',
      'Banco Nacional de Costa Rica',
      'Amazon Support Services Costa Rica S.R.L.',
      'Grupo Purdy Motor S.A.',
      'Florida Ice & Farm Co.',
      'Instituto Costarricense de Electricidad',
      'Hewlett Packard Enterprise',
      'Walmart de México y Centroamérica',
      'Boston Scientific',
      'Cooperativa Dos Pinos',
    ],
    schools: [
      'Universidad de Costa Rica',
      'Instituto Tecnológico de Costa Rica',
      'Universidad Nacional',
      'Universidad Latina de Costa Rica',
    ],
    degrees: [
      ['Bachillerato', 'Administración de Empresas'],
      ['Licenciatura', 'Ingeniería en Computación'],
      ['Bachillerato', 'Contaduría Pública'],
      ['Maestría', 'Gestión de Proyectos'],
    ],
    positions: [
      'Analista de Soporte Técnico',
      'Gerente de Operaciones',
      'Ejecutiva de Servicio al Cliente',
      'Ingeniero de Software',
      'Contador',
      'Coordinadora de Recursos Humanos',
      'Asistente Administrativo',
      'Analista Financiero',
    ],
    languages: [
      ['Español', 'Nativo'],
      ['Inglés', 'Avanzado'],
      ['Portugués', 'Básico'],
    ],
  },
  {
    code: 'ZA',
    lang: 'en',
    first: ['Thabo', 'Naledi', 'Pieter', 'Ayesha', 'Sipho', 'Lerato', 'Johan', 'Zanele'],
    last: ['Mokoena', 'van der Merwe', 'Naidoo', 'Dlamini', 'Botha', 'Khumalo', 'Pillay', 'Nkosi'],
    cities: [
      ['Johannesburg', 'Gauteng'],
      ['Cape Town', 'Western Cape'],
      ['Durban', 'KwaZulu-Natal'],
      ['Pretoria', 'Gauteng'],
    ],
    phone: (n) => `+27 82 ${String(400 + n).slice(-3)} ${String(5000 + n * 71).slice(-4)}`,
    companies: [
      'Standard Bank Group Ltd',
      'Shoprite Holdings',
      'Discovery Health (Pty) Ltd',
      'MTN Group Limited',
      'Woolworths Holdings',
      'Sasol Ltd.',
      'Vodacom',
      'Takealot Online (Pty) Ltd',
      'Old Mutual',
      'Nedbank',
    ],
    schools: [
      'University of Cape Town',
      'University of the Witwatersrand',
      'Stellenbosch University',
      'University of Pretoria',
    ],
    degrees: [
      ['BCom', 'Accounting'],
      ['BSc', 'Computer Science'],
      ['National Diploma', 'Human Resource Management'],
      ['BA', 'Industrial Psychology'],
    ],
    positions: [
      'Call Centre Agent',
      'Financial Analyst',
      'Store Manager',
      'HR Business Partner',
      'Data Analyst',
      'Sales Consultant',
      'Project Coordinator',
      'Senior Software Engineer',
    ],
    languages: [
      ['English', 'Fluent'],
      ['isiZulu', 'Native'],
      ['Afrikaans', 'Intermediate'],
    ],
  },
  {
    code: 'IN',
    lang: 'en',
    first: ['Priya', 'Rahul', 'Ananya', 'Vikram', 'Sneha', 'Arjun', 'Kavya', 'Rohan'],
    last: ['Sharma', 'Iyer', 'Patel', 'Reddy', 'Gupta', 'Nair', 'Mukherjee', 'Singh'],
    cities: [
      ['Bengaluru', 'Karnataka'],
      ['Pune', 'Maharashtra'],
      ['Hyderabad', 'Telangana'],
      ['Chennai', 'Tamil Nadu'],
    ],
    phone: (n) => `+91 98${String(450 + n).slice(-3)} ${String(10000 + n * 97).slice(-5)}`,
    companies: [
      'Infosys Limited',
      'Tata Consultancy Services',
      'Wipro Ltd.',
      'HDFC Bank',
      'Flipkart Internet Pvt. Ltd.',
      'HCL Technologies',
      'Zoho Corporation',
      'Reliance Retail',
      'Tech Mahindra',
      'Swiggy',
    ],
    schools: [
      'Indian Institute of Technology Bombay',
      'Anna University',
      'University of Pune',
      'Vellore Institute of Technology',
    ],
    degrees: [
      ['B.Tech', 'Computer Science and Engineering'],
      ['MBA', 'Finance'],
      ['B.Com', 'Commerce'],
      ['M.Sc', 'Statistics'],
    ],
    positions: [
      'Software Engineer',
      'Senior Associate',
      'Business Analyst',
      'Process Executive',
      'Team Lead',
      'Data Engineer',
      'Relationship Manager',
      'QA Engineer',
    ],
    languages: [
      ['English', 'Fluent'],
      ['Hindi', 'Native'],
      ['Tamil', 'Conversational'],
    ],
  },
  {
    code: 'US',
    lang: 'en',
    first: ['Emily', 'Marcus', 'Jessica', 'Tyler', 'Brianna', 'Kevin', 'Samantha', 'Darnell'],
    last: ['Johnson', 'Williams', "O'Connor", 'Martinez', 'Thompson', 'Nguyen', 'Brooks', 'Patterson'],
    cities: [
      ['Austin', 'TX'],
      ['Columbus', 'OH'],
      ['Phoenix', 'AZ'],
      ['Raleigh', 'NC'],
    ],
    phone: (n) => `(512) 555-${String(1000 + n * 13).slice(-4)}`,
    companies: [
      'Dell Technologies Inc.',
      'Target Corporation',
      'Bank of America',
      'Kroger Co.',
      'Amazon.com, Inc.',
      'Humana',
      'Acme Logistics LLC',
      'Wells Fargo',
      'Starbucks Corp',
      'Nationwide',
    ],
    schools: [
      'The Ohio State University',
      'University of Texas at Austin',
      'Arizona State University',
      'North Carolina State University',
    ],
    degrees: [
      ['Bachelor of Business Administration', 'Marketing'],
      ['Bachelor of Science', 'Computer Science'],
      ['Associate of Applied Science', 'Nursing'],
      ['Master of Science', 'Supply Chain Management'],
    ],
    positions: [
      'Customer Success Manager',
      'Account Executive',
      'Warehouse Supervisor',
      'Registered Nurse',
      'Marketing Coordinator',
      'Software Engineer II',
      'Shift Lead',
      'Operations Analyst',
    ],
    languages: [
      ['English', 'Native'],
      ['Spanish', 'Intermediate'],
    ],
  },
  {
    code: 'MX',
    lang: 'es',
    first: ['Alejandra', 'Carlos', 'Fernanda', 'Jorge', 'Lucía', 'Ricardo', 'Ximena', 'Héctor'],
    last: ['Hernández', 'López Ortega', 'Martínez', 'Ramírez', 'Torres', 'Flores Díaz', 'Gómez', 'Ruiz'],
    cities: [
      ['Guadalajara', 'Jalisco'],
      ['Monterrey', 'Nuevo León'],
      ['Ciudad de México', 'CDMX'],
      ['Puebla', 'Puebla'],
    ],
    phone: (n) => `+52 33 ${String(1200 + n * 7).slice(-4)} ${String(5600 + n * 29).slice(-4)}`,
    companies: [
      'Grupo Bimbo S.A.B. de C.V.',
      'FEMSA',
      'Cemex S.A.B. de C.V.',
      'BBVA México',
      'Liverpool',
      'Softtek',
      'Telcel',
      'Grupo Modelo',
      'Oracle de México S.A. de C.V.',
      'Coppel',
    ],
    schools: [
      'Universidad de Guadalajara',
      'Tecnológico de Monterrey',
      'Universidad Nacional Autónoma de México',
      'Universidad Iberoamericana',
    ],
    degrees: [
      ['Licenciatura', 'Mercadotecnia'],
      ['Ingeniería', 'Sistemas Computacionales'],
      ['Maestría', 'Finanzas'],
      ['Licenciatura', 'Psicología Organizacional'],
    ],
    positions: [
      'Gerente de Ventas',
      'Desarrollador Full Stack',
      'Analista de Recursos Humanos',
      'Coordinadora de Logística',
      'Supervisor de Producción',
      'Ejecutivo de Cuenta',
      'Auxiliar Contable',
      'Jefa de Proyecto',
    ],
    languages: [
      ['Español', 'Nativo'],
      ['Inglés', 'Intermedio'],
    ],
  },
];

/** Bullet points a work entry may carry (highlights), in English and Spanish. */
export const HIGHLIGHTS = {
  en: [
    'Handled 60+ customer contacts a day with a 95% satisfaction score',
    'Trained 12 new hires on tools and processes',
    'Cut month-end close from 8 to 5 days',
    'Led migration of the ticketing system to a cloud platform',
    'Grew regional sales by 18% year over year',
    'Wrote weekly reports for the leadership team',
    'Coordinated schedules for a team of 25',
    'Reduced average handling time by 40 seconds',
  ],
  es: [
    'Atendí más de 60 clientes diarios con 95% de satisfacción',
    'Capacité a 12 colaboradores nuevos',
    'Reduje el cierre contable de 8 a 5 días',
    'Lideré la migración del sistema de tickets a la nube',
    'Aumenté las ventas regionales un 18% anual',
    'Preparé reportes semanales para la gerencia',
    'Coordiné horarios de un equipo de 25 personas',
    'Reduje el tiempo promedio de atención en 40 segundos',
  ],
};

export const SKILLS = {
  en: [
    ['Customer Service', ['Zendesk', 'Salesforce', 'De-escalation']],
    ['Office', ['Excel', 'Word', 'PowerPoint']],
    ['Programming', ['TypeScript', 'Python', 'SQL']],
    ['Finance', ['SAP', 'QuickBooks', 'IFRS']],
  ],
  es: [
    ['Servicio al cliente', ['Zendesk', 'Salesforce', 'Manejo de quejas']],
    ['Ofimática', ['Excel', 'Word', 'PowerPoint']],
    ['Programación', ['TypeScript', 'Python', 'SQL']],
    ['Finanzas', ['SAP', 'QuickBooks', 'NIIF']],
  ],
} as const;
