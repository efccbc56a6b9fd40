// The interface's words in English: the source catalog. Every other catalog has exactly its shape (a key
// missing from one is a type error), and every text the spec gives is here exactly as the spec writes it.
// `{name}` is a value filled in when the text is shown; an object of plural forms (`one`, `other`, and the
// other categories of Intl.PluralRules where a language has them) is chosen by a count.

export const en = {
  common: {
    skipToContent: 'Skip to content',
    mainNavigation: 'Main',
    toggleTheme: 'Toggle dark mode',
    email: 'Email',
    present: 'Present',
    resume: 'Resume',
    writing: 'Writing',
    opensInNewTab: '(opens in a new tab)',
    /** The language switcher's button, and the list's name for a screen reader. */
    language: 'Language',
  },
  /** The navigation bar's label for each section it names. */
  nav: {
    home: 'Home',
    about: 'About',
    experience: 'Experience',
    projects: 'Projects',
    writing: 'Writing',
    skills: 'Skills',
    publications: 'Publications',
    talks: 'Talks',
    awards: 'Awards',
    volunteering: 'Volunteering',
    languages: 'Languages',
    interests: 'Interests',
    contact: 'Contact',
    menu: 'Menu',
    /** The bar's menu of the sections it has no room for. */
    more: 'More',
  },
  /**
   * The sections' headings and subtitles. `title`s the owner may not change are the site's; the rest are
   * the defaults of the content's `sections` when the owner writes none.
   */
  sections: {
    about: { title: 'About Me' },
    experience: { title: 'Experience' },
    projects: {
      title: 'Featured Projects',
    },
    writing: { title: 'Writing' },
    skills: {
      title: 'Skills & Expertise',
    },
    certifications: {
      title: 'Licenses & Certifications',
    },
    publications: { title: 'Publications' },
    talks: { title: 'Talks' },
    awards: { title: 'Awards' },
    volunteering: { title: 'Volunteering' },
    languages: { title: 'Languages' },
    interests: { title: 'Interests' },
    contact: {
      title: 'Get In Touch',
      /** The text of the Ready to Collaborate? card. */
      blurb: 'The quickest way to reach me is email.',
    },
  },
  hero: {
    viewWork: 'View My Work',
    resume: 'Resume',
    getInTouch: 'Get In Touch',
    profiles: 'Profiles',
  },
  about: {
    workWith: 'What I work with',
    education: 'Education',
    /** A school the owner attends now. */
    current: 'Current',
    gpa: 'GPA:',
    focus: 'Focus:',
  },
  /** `current`: a role the owner holds now. */
  experience: { technologies: 'Technologies', current: 'Current' },
  projects: {
    filters: {
      all: 'All Projects',
      'web-development': 'Web Development',
      'ai-ml': 'AI/ML',
      cloud: 'Cloud',
      /** A category only an owner's rules give, with a button only when the rules name it. */
      data: 'Data',
      mobile: 'Mobile',
      tooling: 'Tooling',
    },
    filterGroup: 'Filter projects by category',
    loading: 'Loading projects…',
    list: 'Projects',
    none: 'No projects found in the selected category',
    viewAll: 'View All Projects',
    note: 'Note: {error} - Showing sample projects',
    /** The note's text when the projects could not be fetched at all. */
    fetchFailed: 'Failed to fetch projects',
    /** The note's text when GitHub answered with an error status. */
    githubError: 'GitHub API error: {status}',
    updated: 'Updated {date}',
    technologies: 'Technologies Used',
    code: 'Code',
    live: 'Live',
    codeLabel: 'Code: {title}',
    liveLabel: 'Live: {title}',
    fallbackDescription: 'A well-crafted project showcasing modern development practices.',
    onGitHub: 'View All Projects on GitHub',
  },
  skills: {
    proficiency: '{skill} proficiency',
    level: '{expertise}, {percent}',
    expertise: { Expert: 'Expert', Advanced: 'Advanced', Intermediate: 'Intermediate' },
  },
  certifications: {
    issued: 'Issued',
    expires: 'Expires',
    credentialId: 'Credential ID',
    verify: 'Verify Certificate',
    verifyLabel: 'Verify Certificate: {name}',
    linkedIn: 'View Full Profile on LinkedIn',
  },
  interests: { topics: '{name}: topics' },
  contact: {
    getInTouch: 'Get in Touch',
    email: 'Email',
    location: 'Location',
    connect: 'Connect',
    collaborate: 'Ready to Collaborate?',
    sendEmail: 'Send Email',
  },
  footer: {
    thanks: 'Thanks for stopping by',
    closing: 'Let’s build something together.',
    socialLinks: 'Social links',
    quickLinks: 'Quick Links',
    contactInfo: 'Contact Info',
    /** Around the year (updated in the browser) and the owner's name. */
    copyright: '© {year} {owner}. All rights reserved.',
    backToTop: 'Back to top',
  },
  writing: {
    title: 'Writing',
    /** Under the writing page's heading. */
    intro: {
      one: 'One post by {owner}, newest first.',
      other: '{count} posts by {owner}, newest first.',
    },
    readingTime: { one: '{count} min read', other: '{count} min read' },
    tags: 'Tags',
    updated: 'Updated {date}',
    firstPublished: 'First published at {site}',
    all: 'All writing',
    feed: 'RSS feed',
    /** The feed's title, and the blog's name in a post's JSON-LD. */
    feedTitle: 'Writing by {owner}',
    /** The feed's description. */
    feedDescription: 'Posts by {owner}, {tagline}.',
  },
  resume: {
    back: 'Back to Portfolio',
    title: 'Resume',
    download: 'Download PDF',
    alsoAsData: 'Also as data:',
    jsonResume: 'JSON Resume',
    frameTitle: "{owner}'s resume (PDF)",
  },
  notFound: {
    title: 'Oops! Page not found',
    body: 'The page you are looking for does not exist or has moved.',
    home: 'Return to Home',
  },
  /** The screen a crash inside an interactive part of a page shows instead of a blank one. */
  error: { title: 'Unexpected Application Error!', home: 'Return to Home' },
  /** Each page's title and description, for the tab, search engines and link previews. */
  meta: {
    home: '{owner} | {tagline}',
    description: '{owner}: {tagline}. {blurb}',
    resume: 'Resume | {owner}',
    resumeDescription: 'The resume of {owner}, {tagline}.',
    writing: 'Writing | {owner}',
    writingDescription: 'Posts by {owner}, {tagline}.',
    post: '{title} | {owner}',
    postImage: '{title}, by {owner}',
    notFound: 'Page not found | {owner}',
  },
  /** The resume PDF's headings and labels. */
  resumeDocument: {
    summary: 'Summary',
    education: 'Education',
    skills: 'Skills',
    certifications: 'Certifications',
    gpa: 'GPA: {gpa}',
    focus: 'Focus: {focus}',
  },
  /** The owner's page (/owner), in the owner's default language. */
  owner: {
    pageTitle: 'Owner · {owner}',
    title: 'What visitors asked',
    subtitle: '{owner}’s assistant, for the owner only',
    checking: 'Checking your session…',
    unreachable: 'The server could not be reached. Reload to try again.',
    storeUnavailable:
      'The store that keeps the log and the sessions is unavailable: it did not answer in time. Try again in a minute.',
    tooSoon: {
      one: 'Too many sign-in attempts. Try again in {count} second.',
      other: 'Too many sign-in attempts. Try again in {count} seconds.',
    },
    signIn: 'Sign in',
    token: 'Owner token',
    tokenHint: 'The value of OWNER_TOKEN on the server.',
    enterToken: 'Enter the owner token.',
    /** A sign-in with a token that is not the server's. */
    wrongToken: 'That is not the owner token.',
    period: 'Period',
    /** The filter of the figures by the language the questions were asked in, and its first choice. */
    language: 'Language',
    allLanguages: 'All languages',
    lastDays: { one: 'Last day', other: 'Last {count} days' },
    exportJson: 'Export JSON',
    exportCsv: 'Export CSV',
    signOut: 'Sign out',
    signOutEverywhere: 'Sign out everywhere',
    loading: 'Loading the log…',
    loggingOff:
      'The conversation log is off (INSIGHTS=off, or this host has no store): nothing is kept.',
    conversations: 'Conversations',
    questions: 'Questions',
    jobFits: 'Job fits',
    visitors: 'Visitors (a day each)',
    activity: { one: 'Activity, last day', other: 'Activity, last {count} days' },
    mostAsked: 'Most asked',
    noQuestions: 'No questions in this period.',
    timesAsked: '{count}×',
    alsoAsked: 'Also asked as: {variants}',
    unanswered: 'Not answerable from the portfolio',
    allAnswered: 'Every question had its answer in the portfolio.',
    faqHint: 'Write an answer and paste the entry into {field} in {file}.',
    copy: 'Copy',
    copied: 'Copied',
    copyFaq: 'Copy the FAQ entry for: {question}',
    noJobFits: 'No job descriptions were pasted in this period.',
    noFirstLine: '(no first line)',
    open: 'Open',
    openConversation: 'Open the conversation: {opening}',
    limits: 'Limits, errors and tokens',
    visitorLimit: 'Visitors who hit their own limit',
    dailyCap: 'Questions refused by the daily cap',
    tokenBudget: 'Questions refused by the token budget',
    errorsOf: 'Errors: {kind}',
    errors: 'Errors',
    shareFull: 'Turns not kept: a visitor’s or network’s share of the day was full',
    storeFailures: 'Store failures (turns not kept)',
    tokensToday: 'Tokens today: {today} of {budget} ({share}){estimated}; this period: {total}',
    someEstimated: ', some estimated',
    tokensMeter: 'Tokens spent today against the daily budget',
    logHolds:
      'The log holds {rows} of at most {maxRows} turns ({size} of {maxSize}), kept {days} days.',
    shownUnanswered: 'The {count} most asked of {total} such questions.',
    shownJobFits: 'The latest {count} of {total} job fits; the export holds them all.',
    shownConversations: 'The latest {count} of {total} conversations; the export holds them all.',
    olderTurns: 'Its latest {count} turns; the export holds the older ones.',
    noConversations: 'No conversations in this period.',
    turns: { one: '{count} turn', other: '{count} turns' },
    delete: 'Delete',
    deleteConversation: 'Delete the conversation: {opening}',
    deleteQuestion: 'Delete this conversation?',
    deleted: 'The conversation was deleted.',
    deleteAll: 'Delete all…',
    deleteAllConfirm: 'Delete all',
    deleteAllQuestion: 'Delete every conversation ({rows} turns)? This cannot be undone.',
    allDeleted: 'Every conversation was deleted.',
    cancel: 'Cancel',
    conversationOf: 'Conversation of {time}',
    closeConversation: 'Close conversation',
    jobFit: 'Job fit',
    question: 'Question',
    tokens: '{count} tokens',
    estimated: ' (estimated)',
    firstWords: ' · first words after {ms} ms',
    visitor: 'Visitor',
    assistant: 'Assistant',
    kept: '(first {kept} of {length} characters kept)',
    chartDay: 'Day',
    chartLabel: 'Activity a day. {summary}',
    chartSummary: '{totals}, over {days} days from {from} to {to}.',
    chartTable: 'Show the figures as a table',
    chartCaption: 'Activity a day (UTC)',
    outcomes: {
      answered: 'answered',
      faq: 'answered from the FAQ',
      unanswered: 'not in the portfolio',
      'off-topic': 'off-topic',
      'model-error': 'model error',
      'cut-off': 'cut off',
    },
    verdicts: {
      strong: 'Strong fit',
      partial: 'Partial fit',
      'not a fit': 'Not a fit',
      unknown: 'No verdict',
    },
  },
  /**
   * The texts the assistant's prompt asks the model to use word for word (the server's alone, never a
   * page's): the answer to a question that is not about the owner, and a job-fit answer's headings and
   * verdicts, which the owner's page reads back.
   */
  assistant: {
    refusal: "I'm sorry, I can only answer questions about {owner}'s portfolio.",
    jobFit: {
      verdict: 'Verdict',
      evidence: 'Evidence',
      gaps: 'Gaps',
      strong: 'a strong fit',
      partial: 'a partial fit',
      notAFit: 'not a fit',
    },
  },
  chat: {
    open: 'Open chat assistant',
    close: 'Close chat assistant',
    caption: 'Ask my AI assistant',
    title: "{owner}'s AI Assistant",
    greeting: "Hi! I'm {owner}'s AI assistant. Ask me anything!",
    placeholder: 'Ask about {owner}...',
    kept: {
      one: 'Conversations are kept for {count} day so {owner} can improve the answers.',
      other: 'Conversations are kept for {count} days so {owner} can improve the answers.',
    },
    conversation: 'Conversation',
    you: 'You',
    assistant: 'Assistant',
    typing: 'Typing...',
    suggested: 'Suggested questions',
    question: 'Your question',
    send: 'Send',
    charactersLeft: {
      one: '{count} character left',
      other: '{count} characters left',
    },
    jobAction: 'Paste a job description',
    jobDescription: 'Job description',
    jobPlaceholder: 'Paste the job posting here',
    jobCancel: 'Cancel',
    jobCheck: 'Check the fit',
    jobTooLong: 'Too long to send: {size} of {limit}',
    kilobytes: '{size} KB',
    /** The error line when the assistant has no key; the question is not sent. */
    missingKey: "The assistant's API key is missing. Please set its provider's key in .env.",
    /** A failure's text, shown after a wrench in a bot message and in the red error line. */
    errors: {
      invalid_key:
        "The assistant's API key seems invalid or unauthorized. Rotate the key with its provider and update .env.",
      access_denied:
        "Access denied or quota/billing issue with the assistant's API. Check the provider's permissions, quotas, and key settings.",
      rate_limited: 'You have hit a rate limit. Please wait a bit and try again.',
      safety_blocked: 'The content was blocked by safety filters. Try rephrasing your question.',
      chat_failed: 'Sorry, there was an error. Please try again.',
    },
    /**
     * The key and access texts of a provider that has its own, which name it: the server's status says
     * whose apply. Gemini's are the spec's; without them, the texts above, which name no provider.
     */
    providerTexts: {
      gemini: {
        missingKey: 'Gemini API key is missing or invalid. Please set VITE_GEMINI_API_KEY.',
        invalid_key:
          'Your Gemini API key seems invalid or unauthorized. Rotate the key in Google AI Studio and update .env.',
        access_denied:
          'Access denied or quota/billing issue with Gemini API. Check AI Studio permissions, quotas, and key settings.',
      },
      anthropic: {
        missingKey: 'Anthropic API key is missing or invalid. Please set ANTHROPIC_API_KEY.',
        invalid_key:
          'Your Anthropic API key seems invalid or unauthorized. Rotate the key in the Claude Console and update .env.',
        access_denied:
          'Access denied or quota/billing issue with the Anthropic API. Check the Claude Console permissions, limits, and billing.',
      },
    },
    /** The panel's label and line while the demo model answers (no provider chosen yet). */
    demo: {
      label: 'Demo',
      notice:
        'A demo: the answers are lines picked from this portfolio, not written by an AI model.',
    },
    /** The questions an empty conversation offers when the owner writes none. */
    suggestions: {
      workingAt: 'What is {name} working on at {company}?',
      workingNow: 'What is {name} working on now?',
      usedSkill: 'How has {name} used {skill} in practice?',
      strongest: "What are {name}'s strongest skills?",
      built: 'What has {name} built recently?',
      reach: 'How can I get in touch with {name}?',
    },
  },
} as const
