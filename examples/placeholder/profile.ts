// Everything about the owner: edit this file (and put your resume at public/resume.pdf) to make the site
// yours. The page, the assistant's prompt and the share tags all read it. A mistake stops `npm run dev`,
// `npm run build` and `npm test` with the field's name, e.g. `skills › Databases › Redis › expertise`.
// Optional: `photo` (shown in the hero; without one, your initials), `status`, `headline`,
// `suggestedQuestions` (the chat panel's first offers; default: written from this file), `chipColors`,
// `aboutSkills` (default: the skill groups), `projectRules`, `sections` (default copy),
// an education entry's `gpa` and `focus`, and `certifications` (none: the section is left out).
import { defineProfile } from '@/content/schema'

export const profile = defineProfile({
  name: 'Ananya Rao',
  pronoun: 'she',
  tagline: 'Software Developer | Applied AI Engineer',
  // Optional: a line on what you build, shown under your name, and a short status shown as a pill.
  headline: 'I build AI assistants that show their sources.',
  status: 'Graduating May 2026 · open to applied AI roles',
  // An illustrated avatar (public/ananya-avatar.svg): replace it with your photo, or remove `photo` for
  // your initials.
  photo: {
    src: '/ananya-avatar.svg',
    alt: 'An illustration of Ananya: long dark hair, hoop earrings and a mustard top',
  },
  blurb:
    'Building reliable software and practical AI systems, from retrieval pipelines to the web apps people use them through.',
  intro:
    'At Texas Tech I build a retrieval assistant for research papers, and made its answers 40% faster. Before that: three years turning nightly payment batches into event-driven AWS pipelines.',
  // The chat panel offers these first (at most four).
  suggestedQuestions: [
    'What does her research assistant at Texas Tech do?',
    'How did she make its answers 40% faster?',
    'Which project should I look at first?',
    'How do I get in touch with Ananya?',
  ],
  summary: [
    'I am a software developer and applied AI engineer pursuing a Master’s in Computer Science at Texas Tech University, where I build retrieval-augmented assistants for research labs.',
    'Before graduate school I spent three years as a senior software engineer shipping backend services and internal tools, and I still care most about the unglamorous parts: tests, observability and clear interfaces.',
  ],
  email: 'ananya.rao@example.com',
  location: { city: 'Lubbock', region: 'Texas', country: 'United States' },
  // One list: LinkedIn and GitHub show in the hero, the footer and the contact section; a
  // coding-practice profile shows in the hero. The icon follows the label.
  social: [
    { label: 'LinkedIn', handle: 'ananya-rao', url: 'https://www.linkedin.com/in/ananya-rao' },
    { label: 'GitHub', handle: 'ananya-rao-dev', url: 'https://github.com/ananya-rao-dev' },
    {
      label: 'LeetCode',
      handle: 'ananya-rao',
      url: 'https://leetcode.com/u/ananya-rao',
      kind: 'coding-practice',
    },
  ],
  education: [
    {
      degree: 'Master of Science in Computer Science',
      institution: 'Texas Tech University',
      current: true,
      gpa: '3.9/4.0',
      focus: 'Artificial Intelligence and Machine Learning',
    },
    {
      degree: 'Bachelor of Technology in Computer Science and Engineering',
      institution: 'Vellore Institute of Technology',
      current: false,
      gpa: '9.61 CGPA',
      focus: 'Software Engineering and Data Structures',
    },
  ],
  experience: [
    {
      role: 'Graduate Assistant – AI Engineer',
      company: 'Texas Tech University',
      location: 'Lubbock, Texas',
      period: 'Aug 2024 – Present',
      current: true,
      description:
        'Build retrieval-augmented assistants that answer questions over research papers and lab documentation; cut answer latency by 40% with caching and smaller embedding models.',
      technologies: ['Python', 'LangChain', 'ChromaDB', 'FastAPI', 'Ollama', 'React'],
    },
    {
      role: 'Senior Software Engineer',
      company: 'Meridian Financial Technologies',
      location: 'Bengaluru, India',
      period: 'Jul 2021 – Jul 2024',
      current: false,
      description:
        'Led a team of four building payment-reconciliation services; moved nightly batch jobs to event-driven AWS Lambda pipelines and raised test coverage from 35% to 85%.',
      technologies: ['Java', 'TypeScript', 'Node.js', 'PostgreSQL', 'AWS', 'Docker'],
    },
    {
      role: 'Systems Development Engineer Intern',
      company: 'Cloudline Systems',
      location: 'Hyderabad, India',
      period: 'Jan 2021 – Jun 2021',
      current: false,
      description:
        'Automated fleet health checks for build servers and wrote the CI/CD pipeline that deployed them, saving the on-call team about six hours a week.',
      technologies: ['Python', 'AWS', 'Docker', 'CI/CD', 'Git'],
    },
    {
      role: 'Data Science Intern',
      company: 'Brightpath Analytics',
      location: 'Chennai, India',
      period: 'May 2020 – Jul 2020',
      current: false,
      description:
        'Built churn-prediction models and Power BI dashboards for a retail client; the winning gradient-boosted model reached 0.87 AUC.',
      technologies: ['Python', 'Pandas', 'scikit-learn', 'Power BI', 'SQL'],
    },
  ],
  aboutSkills: [
    {
      category: 'Programming Languages',
      items: ['Python', 'Java', 'JavaScript', 'TypeScript', 'C++'],
    },
    {
      category: 'AI & Machine Learning',
      items: ['PyTorch', 'TensorFlow', 'LangChain', 'RAG', 'Prompt engineering'],
    },
    { category: 'Web Development', items: ['React', 'Node.js', 'FastAPI', 'Flask', 'REST APIs'] },
    { category: 'Database Technologies', items: ['PostgreSQL', 'MongoDB', 'MySQL', 'ChromaDB'] },
    { category: 'Cloud & DevOps', items: ['AWS', 'Docker', 'GitHub Actions', 'CI/CD'] },
    { category: 'Data Analysis', items: ['Pandas', 'NumPy', 'Power BI', 'QuickSight'] },
    {
      category: 'Software Engineering',
      items: ['System design', 'Testing', 'Code review', 'Agile delivery'],
    },
  ],
  skills: [
    {
      group: 'Programming Languages',
      skills: [
        { name: 'Python', icon: '/icons/skills/python.svg', expertise: 'Expert' },
        { name: 'Java', icon: '/icons/skills/java.svg', expertise: 'Advanced' },
        { name: 'JavaScript', icon: '/icons/skills/javascript.svg', expertise: 'Advanced' },
        { name: 'TypeScript', icon: '/icons/skills/typescript.svg', expertise: 'Advanced' },
        { name: 'C++', icon: '/icons/skills/cplusplus.svg', expertise: 'Intermediate' },
      ],
    },
    {
      group: 'AI & Machine Learning',
      skills: [
        { name: 'PyTorch', icon: '/icons/skills/pytorch.svg', expertise: 'Advanced' },
        { name: 'TensorFlow', icon: '/icons/skills/tensorflow.svg', expertise: 'Advanced' },
        { name: 'LangChain', icon: '/icons/skills/langchain.svg', expertise: 'Advanced' },
        { name: 'OpenAI', expertise: 'Advanced' },
        { name: 'Ollama', icon: '/icons/skills/ollama.svg', expertise: 'Intermediate' },
      ],
    },
    {
      group: 'Web Development',
      skills: [
        { name: 'HTML', icon: '/icons/skills/html5.svg', expertise: 'Advanced' },
        { name: 'CSS', icon: '/icons/skills/css3.svg', expertise: 'Advanced' },
        { name: 'React', icon: '/icons/skills/react.svg', expertise: 'Advanced' },
        { name: 'FastAPI', icon: '/icons/skills/fastapi.svg', expertise: 'Advanced' },
        { name: 'Node.js', icon: '/icons/skills/nodejs.svg', expertise: 'Advanced' },
        { name: 'Express.js', icon: '/icons/skills/express.svg', expertise: 'Advanced' },
        { name: 'Flask', icon: '/icons/skills/flask.svg', expertise: 'Intermediate' },
      ],
    },
    {
      group: 'Database Technologies',
      skills: [
        { name: 'PostgreSQL', icon: '/icons/skills/postgresql.svg', expertise: 'Advanced' },
        { name: 'MongoDB', icon: '/icons/skills/mongodb.svg', expertise: 'Advanced' },
        { name: 'MySQL', icon: '/icons/skills/mysql.svg', expertise: 'Intermediate' },
        { name: 'SQLite', icon: '/icons/skills/sqlite.svg', expertise: 'Intermediate' },
        { name: 'MSSQL', icon: '/icons/skills/mssql.svg', expertise: 'Intermediate' },
        { name: 'ChromaDB', expertise: 'Intermediate' },
      ],
    },
    {
      group: 'Cloud & DevOps',
      skills: [
        { name: 'AWS', icon: '/icons/skills/aws.svg', expertise: 'Advanced' },
        { name: 'Docker', icon: '/icons/skills/docker.svg', expertise: 'Intermediate' },
        { name: 'Git and GitHub', icon: '/icons/skills/github.svg', expertise: 'Expert' },
        { name: 'CI/CD', icon: '/icons/skills/githubactions.svg', expertise: 'Intermediate' },
      ],
    },
    {
      group: 'Data Analysis',
      skills: [
        { name: 'Pandas', icon: '/icons/skills/pandas.svg', expertise: 'Advanced' },
        { name: 'NumPy', icon: '/icons/skills/numpy.svg', expertise: 'Advanced' },
        { name: 'Matplotlib', icon: '/icons/skills/matplotlib.svg', expertise: 'Advanced' },
        { name: 'Seaborn', expertise: 'Intermediate' },
        { name: 'Power BI', expertise: 'Intermediate' },
        { name: 'QuickSight', expertise: 'Intermediate' },
      ],
    },
  ],
  certifications: [
    {
      id: 'aws-cloud-foundations',
      name: 'AWS Academy Cloud Foundations',
      issuer: 'Amazon Web Services (AWS)',
      issueDate: '2022',
      url: 'https://www.credly.com/badges/example-aws-academy-cloud-foundations',
      category: 'Cloud Computing',
      description:
        'Cloud concepts, core AWS services, security, architecture, pricing and support.',
    },
    {
      id: 'aws-cloud-architecting',
      name: 'AWS Academy Cloud Architecting',
      issuer: 'Amazon Web Services (AWS)',
      issueDate: '2022',
      url: 'https://www.credly.com/badges/example-aws-academy-cloud-architecting',
      category: 'Cloud Development',
      description:
        'Designing secure, scalable and highly available systems on AWS with the Well-Architected Framework.',
    },
    {
      id: 'google-data-analytics',
      name: 'Google Data Analytics Professional Certificate',
      issuer: 'Coursera',
      issueDate: '2025',
      url: 'https://www.coursera.org/account/accomplishments/professional-cert/EXAMPLE123',
      category: 'Data Analytics',
      description:
        'Cleaning, analysing and visualising data with spreadsheets, SQL, R and Tableau, ending in a case-study capstone.',
      credentialId: 'EXAMPLE123',
    },
  ],
  // Words project names spell as written here, on top of the common acronyms (AI, AWS, API, ...)
  acronyms: ['GraphQL', 'iOS'],
  // Questions you answer in your own words; the assistant answers from these first. The owner's page
  // (/owner) suggests an entry for each question it could not answer.
  // For example { question: 'Is she open to remote work?', answer: 'Yes, or hybrid.' }.
  faq: [],
  // The words around the sections (titles the site fixes, such as Featured Projects, are not here). A
  // section has no line under its heading unless you write one, as the contact's here.
  sections: {
    about: { title: 'About Me' },
    experience: { title: 'Experience' },
    contact: {
      title: 'Get In Touch',
      subtitle: "Have a role, a project or a question? I'd love to hear from you.",
      blurb:
        "I'm open to full-time roles, research collaborations and interesting side projects. The quickest way to reach me is email.",
    },
  },
  // The projects section files a repository under AI/ML, Cloud or Web Development by its name and
  // topics. Set a repository's category or badges here, or add keywords:
  // projectRules: { overrides: { 'my-repo': { category: 'cloud', technologies: ['Go'] } },
  //                 keywords: { 'ai-ml': { names: ['llm'], topics: ['rag'] } } },
  // The eight sample projects, shown when GitHub cannot be reached or has nothing to show. The code
  // link defaults to the repository of that name on your GitHub.
  sampleProjects: [
    {
      name: 'weather-app',
      description:
        'My first React app and still in use: a five-day forecast that finds you by location and remembers °C or °F.',
      language: 'JavaScript',
      topics: ['react', 'weather', 'api'],
      updated: '2025-03-02',
    },
    {
      name: 'automated-review-assistant',
      description:
        'Reads a pull request, flags the risky parts and suggests fixes as inline comments; my lab runs it on every merge.',
      language: 'Python',
      topics: ['ai', 'langchain', 'gemini'],
      updated: '2025-06-18',
    },
    {
      name: 'movie-discovery-app',
      description:
        'Search and save films with infinite scroll; cached API results keep it well inside the free quota.',
      language: 'TypeScript',
      topics: ['react', 'tmdb'],
      updated: '2024-11-05',
    },
    {
      name: 'quantitative-trading-ai',
      description:
        'LSTM price forecasts feeding back-tested strategies with hard risk limits. Mostly a lesson in how noisy markets are.',
      language: 'Python',
      topics: ['machine-learning', 'pytorch', 'finance'],
      updated: '2025-05-09',
    },
    {
      name: 'chat-app',
      description:
        'Real-time rooms with typing indicators, presence and history, built to learn WebSockets properly.',
      language: 'JavaScript',
      topics: ['socket-io', 'node'],
      updated: '2024-07-22',
    },
    {
      name: 'twitter-sentiment-analysis',
      description:
        'A fine-tuned transformer that labels tweet sentiment and charts how the mood on a topic shifts week to week.',
      language: 'Python',
      topics: ['nlp', 'tensorflow'],
      updated: '2024-12-01',
    },
    {
      name: 'aws-data-pipeline',
      description:
        'S3 to Glue to Athena with no servers to look after, and a daily quality check that flags bad data before a dashboard shows it.',
      language: 'Python',
      topics: ['aws', 's3', 'athena'],
      updated: '2025-01-20',
    },
    {
      name: 'task-manager-app',
      description:
        'A kanban board with drag and drop, labels and offline support, because I wanted one that works on a plane.',
      language: 'TypeScript',
      topics: ['react', 'productivity'],
      updated: '2024-04-14',
    },
  ],
  // The PDF under public/, and the name visitors save it under.
  resume: { file: '/resume.pdf', downloadName: 'Ananya_Rao_Resume.pdf' },
})
