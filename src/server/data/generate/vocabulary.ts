/**
 * Word lists the generator draws from, so records read like a university's:
 * departments with their course topics, people's names, publishers.
 * Names are invented; any likeness to a real book is a coincidence.
 */
export interface Department {
  readonly code: string
  readonly name: string
  readonly subject: string
  readonly topics: readonly string[]
}

export const departments: readonly Department[] = [
  { code: 'CHEM', name: 'Chemistry', subject: 'Chemistry', topics: ['Organic Chemistry', 'Inorganic Chemistry', 'Physical Chemistry', 'Analytical Chemistry', 'Biochemistry', 'Spectroscopy', 'Chemical Thermodynamics'] },
  { code: 'BIOL', name: 'Biology', subject: 'Biology', topics: ['Cell Biology', 'Genetics', 'Ecology', 'Microbiology', 'Evolution', 'Molecular Biology', 'Plant Physiology'] },
  { code: 'PHYS', name: 'Physics', subject: 'Physics', topics: ['Classical Mechanics', 'Electromagnetism', 'Quantum Mechanics', 'Optics', 'Statistical Physics', 'Astrophysics', 'Solid State Physics'] },
  { code: 'MATH', name: 'Mathematics', subject: 'Mathematics', topics: ['Calculus', 'Linear Algebra', 'Probability', 'Real Analysis', 'Discrete Mathematics', 'Number Theory', 'Differential Equations'] },
  { code: 'COMP', name: 'Computer Science', subject: 'Computing', topics: ['Programming', 'Algorithms', 'Data Structures', 'Operating Systems', 'Databases', 'Machine Learning', 'Computer Networks'] },
  { code: 'ECON', name: 'Economics', subject: 'Economics', topics: ['Microeconomics', 'Macroeconomics', 'Econometrics', 'Development Economics', 'Public Finance', 'Labour Economics'] },
  { code: 'BUSI', name: 'Business School', subject: 'Business', topics: ['Accounting', 'Marketing', 'Corporate Finance', 'Operations Management', 'Organisational Behaviour', 'Strategy'] },
  { code: 'PSYC', name: 'Psychology', subject: 'Psychology', topics: ['Cognitive Psychology', 'Social Psychology', 'Developmental Psychology', 'Research Methods', 'Neuroscience', 'Personality'] },
  { code: 'HIST', name: 'History', subject: 'History', topics: ['Medieval Europe', 'Modern Britain', 'The Atlantic World', 'Empires and Colonies', 'The Cold War', 'Public History'] },
  { code: 'ENGL', name: 'English', subject: 'Literature', topics: ['Shakespeare', 'Victorian Literature', 'Modernism', 'Creative Writing', 'Literary Theory', 'Postcolonial Writing'] },
  { code: 'LAWS', name: 'Law School', subject: 'Law', topics: ['Contract Law', 'Criminal Law', 'Constitutional Law', 'Tort Law', 'Land Law', 'International Law'] },
  { code: 'NURS', name: 'Nursing and Midwifery', subject: 'Nursing', topics: ['Anatomy and Physiology', 'Pharmacology', 'Adult Nursing', 'Mental Health Nursing', 'Clinical Skills', 'Public Health'] },
  { code: 'SOCI', name: 'Sociology', subject: 'Sociology', topics: ['Social Theory', 'Inequality', 'Urban Sociology', 'Gender and Society', 'Qualitative Methods', 'Globalisation'] },
  { code: 'PHIL', name: 'Philosophy', subject: 'Philosophy', topics: ['Ethics', 'Logic', 'Philosophy of Mind', 'Political Philosophy', 'Epistemology', 'Ancient Philosophy'] },
  { code: 'ENGR', name: 'Engineering', subject: 'Engineering', topics: ['Statics', 'Fluid Mechanics', 'Materials Science', 'Control Systems', 'Circuit Analysis', 'Thermodynamics'] },
  { code: 'EDUC', name: 'Education', subject: 'Education', topics: ['Learning Theories', 'Curriculum Design', 'Inclusive Education', 'Assessment', 'Educational Technology'] },
  { code: 'GEOG', name: 'Geography', subject: 'Geography', topics: ['Physical Geography', 'Human Geography', 'GIS', 'Climate Change', 'Urban Planning'] },
  { code: 'POLI', name: 'Politics', subject: 'Politics', topics: ['Comparative Politics', 'International Relations', 'Public Policy', 'Political Theory', 'European Union'] },
]

export const titlePatterns: readonly ((topic: string) => string)[] = [
  (t) => `Introduction to ${t}`,
  (t) => `Principles of ${t}`,
  (t) => `Foundations of ${t}`,
  (t) => `Essentials of ${t}`,
  (t) => `${t}: Concepts and Applications`,
  (t) => `Advanced ${t}`,
  (t) => `${t} in Practice`,
  (t) => `Understanding ${t}`,
  (t) => `A Handbook of ${t}`,
  (t) => `Readings in ${t}`,
  (t) => `${t}: A Critical Introduction`,
  (t) => `The Riverstone Companion to ${t}`,
]

export const subtitles: readonly string[] = [
  'A Practical Approach', 'Theory and Practice', 'A Global Perspective', 'Core Concepts', 'An Evidence-Based Approach',
  'Methods and Cases', 'A Student Guide', 'Contemporary Debates',
]

export const givenNames: readonly string[] = [
  'Amara', 'Ben', 'Chloe', 'Daniel', 'Elena', 'Farid', 'Grace', 'Hiro', 'Isabel', 'Jonas', 'Kemi', 'Liam', 'Maya', 'Nikhil',
  'Olivia', 'Pedro', 'Qiu', 'Rosa', 'Samuel', 'Tara', 'Uma', 'Victor', 'Wen', 'Ximena', 'Yusuf', 'Zofia', 'Aoife', 'Bruno',
  'Carmen', 'Dmitri', 'Esther', 'Felix', 'Greta', 'Hassan', 'Ingrid', 'Jamal', 'Kiri', 'Lucia', 'Mateo', 'Noor',
]

export const familyNames: readonly string[] = [
  'Adeyemi', 'Bennett', 'Castillo', 'Dubois', 'Eriksen', 'Fischer', 'Gupta', 'Hughes', 'Ivanova', 'Jensen', 'Kowalski',
  'Lindqvist', 'Morgan', 'Nakamura', 'Okafor', 'Patel', 'Quinn', 'Rossi', 'Schmidt', 'Tanaka', 'Underwood', 'Varga',
  'Walsh', 'Xu', 'Yilmaz', 'Zhang', 'Abbott', 'Brennan', 'Chowdhury', 'Doyle', 'Evans', 'Fernandes', 'Gallagher',
  'Hoffmann', 'Iqbal', 'Jovanovic', 'Kaur', 'Larsen', 'Mensah', 'Novak',
]

export const publishers: readonly string[] = [
  'Northgate Academic Press', 'Harrowfield & Lowe', 'Meridian University Press', 'Castlebridge Learning', 'Ashcombe Scientific',
  'Kestrel Education', 'Lanternhouse Books', 'Pell & Marsh', 'Riverstone Academic', 'Saltmarsh Publishing', 'Thornbury Press',
  'Wexford Learning Group',
]

/** Supplies a request may ask for besides books (kind `supply`). */
export const supplyNames: readonly string[] = [
  'Lab coat', 'Safety goggles', 'Scientific calculator', 'Drawing kit', 'Anatomy model', 'Clinical skills pack', 'USB microscope',
]
