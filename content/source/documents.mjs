// The content documents of the embedded demo dataset for "Forgeline", a fictional browser-based
// software-building product with an AI building agent, "Agent 3". Field names follow
// docs/content-model.md. Built by scripts/build-content-assets.mjs, which passes in the ids of the
// image and file assets it generated.
import {
  block,
  bullet,
  cmsLinkButton,
  embed,
  key,
  link,
  moduleGroup,
  numbered,
  p,
  ref,
  singleLink,
} from './portable-text.mjs'

const UPDATED_AT = '2025-04-08T10:30:00Z'
const CREATED_AT = '2025-03-03T09:00:00Z'

// Colours used by the `color` annotation; each meets 4.5:1 on the background of its section.
const ORANGE_ON_DARK = '#fd5402'
const ORANGE_ON_LIGHT = '#c2410c'

const SIGNUP_URL = 'https://forgeline.example/signup'
const DOCS = 'https://docs.forgeline.example'

function doc(_id, _type, fields) {
  return {
    _id,
    _type,
    _createdAt: CREATED_AT,
    _updatedAt: UPDATED_AT,
    _rev: `rev-${_id.replace(/[^a-z0-9]/gi, '').slice(0, 18)}`,
    ...fields,
  }
}

export function buildDocuments({ images, files }) {
  const asset = (name) => {
    if (!images[name]) throw new Error(`unknown image "${name}"`)
    return ref(images[name])
  }
  /** A decorative icon or logo: a plain Sanity image (SPEC: icon.asset.url). */
  const icon = (name) => ({
    _type: 'image',
    asset: asset(name.includes('-') ? name : `icon-${name}`),
  })
  /** imageWithAlt: image + altText + caption (either may be left out). */
  const imageWithAlt = (name, { alt, caption, hotspot } = {}) => ({
    _type: 'imageWithAlt',
    image: {
      _type: 'image',
      asset: asset(name),
      ...(hotspot
        ? {
            hotspot: {
              _type: 'sanity.imageHotspot',
              x: hotspot[0],
              y: hotspot[1],
              width: 0.6,
              height: 0.6,
            },
            crop: { _type: 'sanity.imageCrop', top: 0, bottom: 0, left: 0, right: 0 },
          }
        : {}),
    },
    ...(alt ? { altText: alt } : {}),
    ...(caption ? { caption } : {}),
  })

  // -------------------------------------------------------------------------------------------
  // Themes
  // -------------------------------------------------------------------------------------------

  const themes = [
    doc('theme-dark', 'theme', {
      name: 'Dark (site default)',
      colorAccent: '#FD5402',
      accentBackgroundColor: '#15222a',
      backgroundColor: '#0b1419',
      textColor: '#ffffff',
      foregroundSecondaryColor: '#c5ccd3',
    }),
    doc('theme-light', 'theme', {
      name: 'Light',
      colorAccent: '#c2410c',
      accentBackgroundColor: '#f3f3f3',
      backgroundColor: '#ffffff',
      textColor: '#1b2333',
      foregroundSecondaryColor: '#666d79',
    }),
    doc('theme-sand', 'theme', {
      name: 'Sand (warm light)',
      colorAccent: '#9a3412',
      accentBackgroundColor: '#ede4d6',
      backgroundColor: '#f7f2ea',
      textColor: '#2b2117',
      foregroundSecondaryColor: '#5e5242',
    }),
    doc('theme-midnight', 'theme', {
      name: 'Midnight (blue dark)',
      colorAccent: '#ff7a3d',
      accentBackgroundColor: '#16283d',
      backgroundColor: '#0d1b2a',
      textColor: '#f5f8fc',
      foregroundSecondaryColor: '#b8c4d4',
    }),
  ]

  // -------------------------------------------------------------------------------------------
  // Forms
  // -------------------------------------------------------------------------------------------

  const field = (name, fieldTitle, type, extra = {}) => ({
    _type: 'formField',
    _key: key(),
    fieldName: { _type: 'slug', current: name },
    fieldTitle,
    type,
    ...extra,
  })

  const forms = [
    doc('form-demo', 'formDocument', {
      title: 'Demo request (demo page and header button)',
      visibleTitle: 'Book your Forgeline demo',
      gtmFormId: 'demo-request-form',
      fields: [
        field('firstName', 'First name', 'text', { required: true }),
        field('lastName', 'Last name', 'text', { required: true }),
        field('workEmail', 'Work email', 'email', { required: true, allowFreeEmailDomains: false }),
        field('company', 'Company', 'text', { required: true }),
        field('teamSize', 'Team size', 'dropdown', {
          required: true,
          options: [
            '1–10 people',
            '11–50 people',
            '51–200 people',
            '201–1,000 people',
            'More than 1,000 people',
          ],
        }),
        field('message', 'What would you like to build?', 'textarea', { required: false }),
      ],
      aboveButtonText:
        'We use your details only to arrange and follow up on this demo. You can unsubscribe from our emails at any time.',
      submit: 'Request a demo',
      successMessage: [
        p('**Thanks — your request is in.**'),
        p(
          'A solutions engineer will email you within one business day to find a time. In the meantime, [[see what Agent 3 can do|link:page-agent3]].',
        ),
      ],
    }),
    doc('form-contact', 'formDocument', {
      title: 'General contact (contact page)',
      visibleTitle: 'Send us a message',
      gtmFormId: 'contact-form',
      fields: [
        field('fullName', 'Full name', 'text'),
        field('email', 'Email', 'email', { allowFreeEmailDomains: true }),
        field('topic', 'Topic', 'dropdown', {
          options: ['Sales', 'Support', 'Billing', 'Partnerships', 'Press', 'Something else'],
        }),
        field('message', 'Message', 'textarea'),
      ],
      aboveButtonText: 'We usually reply within one business day.',
      successMessage: [
        p('Thanks for getting in touch. We will reply by email within one business day.'),
      ],
    }),
    doc('form-playbook', 'formDocument', {
      title: 'Agent Playbook download (gated)',
      visibleTitle: 'Get the playbook',
      gtmFormId: 'agent-playbook-download-form',
      fields: [
        field('email', 'Work email', 'email', { required: true, allowFreeEmailDomains: false }),
        field('role', 'Your role', 'dropdown', {
          required: false,
          options: ['Engineering', 'Product', 'Design', 'Operations', 'Leadership', 'Other'],
        }),
      ],
      aboveButtonText: 'Your download starts as soon as you submit.',
      submit: 'Download the PDF',
      successMessage: [
        p('**Your download has started.**'),
        p(
          'Ready to try the habits on a real project? [[Start building with Agent 3|link:page-agent3]].',
        ),
      ],
      fileDownload: { _type: 'file', asset: ref(files.playbook) },
    }),
    doc('form-enterprise', 'formDocument', {
      title: 'Enterprise inquiry (sent through the form-routing provider)',
      visibleTitle: 'Talk to the enterprise team',
      gtmFormId: 'enterprise-inquiry-form',
      fields: [
        field('firstName', 'First name', 'text', { required: true }),
        field('lastName', 'Last name', 'text', { required: true }),
        field('workEmail', 'Work email', 'email', { required: true, allowFreeEmailDomains: false }),
        field('company', 'Company', 'text', { required: true }),
        field('employees', 'Number of employees', 'dropdown', {
          required: true,
          options: ['Fewer than 500', '500–2,000', '2,000–10,000', 'More than 10,000'],
        }),
        field('useCase', 'What should your teams build first?', 'textarea', { required: false }),
      ],
      aboveButtonText: 'An enterprise specialist will reply within one business day.',
      submit: 'Contact the enterprise team',
      successMessage: [
        p('Thank you. An enterprise specialist will be in touch within one business day.'),
      ],
      defaultDotComForm: true,
      defaultDotComFormId: 'frm_demo_123',
      defaultDotComTeamId: 'team_forgeline',
    }),
  ]

  // -------------------------------------------------------------------------------------------
  // Reusable blocks
  // -------------------------------------------------------------------------------------------

  const startBuilding = (style = 'primary', theme) =>
    cmsLinkButton('Start building free', SIGNUP_URL, style, theme, { openInNewTab: false })

  const testimonial = (quote, authorName, authorRole, company, avatar, theme) =>
    embed('testimonial', {
      quote,
      authorName,
      authorRole,
      company,
      avatar: imageWithAlt(avatar, {
        alt: `Illustrated avatar with the initials of ${authorName}`,
      }),
      theme: ref(theme),
    })

  // -------------------------------------------------------------------------------------------
  // Pages
  // -------------------------------------------------------------------------------------------

  const page = (id, fields) => doc(id, 'page', fields)
  const slug = (current) => ({ _type: 'slug', current })

  const home = page('page-home', {
    title: 'Forgeline — Describe it. Agent 3 builds it.',
    slug: slug('home'),
    description:
      'Forgeline is the browser-based workspace where your team and Agent 3 turn ideas into tested, deployed software.',
    headerTheme: ref('theme-dark'),
    modules: [
      moduleGroup('theme-dark', [
        block('mono', '[[NEW · AGENT 3 NOW TESTS ITS OWN WORK IN A REAL BROWSER|tag:p]]'),
        block(
          'h1-headline',
          'Describe it. [[Agent 3 builds it.|typingAnimation,color:' + ORANGE_ON_DARK + ']]',
        ),
        block(
          'body-2',
          'Forgeline is the browser-based workspace where your team and an AI building agent turn ideas into working software — with the database, sign-in and hosting already wired in.',
        ),
        embed('ctaBlock', {
          heading: 'Start with a sentence. Ship a product.',
          body: 'Free to start. Nothing to install, no credit card, no setup scripts.',
          buttons: [
            startBuilding('primary'),
            cmsLinkButton('Book a demo', 'page-demo', 'secondary'),
          ],
          theme: ref('theme-dark'),
        }),
        embed('imageBlock', {
          image: imageWithAlt('workspace-editor', {
            alt: 'The Forgeline workspace: a file tree, a code editor with a highlighted change, and the Agent 3 panel showing a five-step plan with four steps done and 24 passing tests.',
            hotspot: [0.62, 0.4],
          }),
          size: 'wide',
          rounded: true,
        }),
      ]),
      moduleGroup('theme-dark', [
        embed('marquee', {
          label: 'Teams shipping with Forgeline',
          speed: 'slow',
          items: [
            ['Kestrel Freight', 'logo-kestrel-freight'],
            ['Juniper Ledger', 'logo-juniper-ledger'],
            ['Brightwater Health', 'logo-brightwater-health'],
            ['Orrery Analytics', 'logo-orrery-analytics'],
            ['Tidewell Insurance', 'logo-tidewell-insurance'],
            ['Paperkite', 'logo-paperkite'],
            ['Summit & Vale', 'logo-summit-and-vale'],
            ['Ironbark Robotics', 'logo-ironbark-robotics'],
          ].map(([text, logo]) => ({ _type: 'marqueeItem', _key: key(), text, logo: icon(logo) })),
        }),
      ]),
      moduleGroup('theme-light', [
        block('h2-headline', 'Everything between the idea and the URL'),
        block(
          'body-2',
          'One workspace covers the whole path from first prompt to production traffic. Nothing to install and nothing to glue together.',
        ),
        embed('valuePropGrid', {
          heading: 'Why teams build on Forgeline',
          columns: 3,
          theme: ref('theme-light'),
          items: [
            [
              'spark',
              'An agent that finishes the job',
              'Agent 3 plans the work, writes code across files, runs the app, tests what it built and fixes what breaks — then shows you the diff.',
            ],
            [
              'layers',
              'A real stack, already wired',
              'Every project starts with a database, sign-in, secrets and file storage configured. Your code stays standard and portable.',
            ],
            [
              'rocket',
              'Deploys in one click',
              'Publish to autoscaling hosting with HTTPS and custom domains. Preview every change before it goes live, and roll back instantly.',
            ],
            [
              'users',
              'Made for teams',
              'Edit together in real time, review the agent’s work in threads and share environments without “works on my machine”.',
            ],
            [
              'shield',
              'Secure by default',
              'Isolated workspaces, encrypted secrets, single sign-on and audit logs. Admins decide what the agent may touch.',
            ],
            [
              'history',
              'Checkpoints for everything',
              'Every agent step is saved as a checkpoint. Compare, restore or branch from any point without losing work.',
            ],
          ].map(([i, title, description]) => ({
            _type: 'valueProp',
            _key: key(),
            icon: icon(i),
            title,
            description,
          })),
        }),
        embed('spacer', { mobileSpacer: 24, desktopSpacer: 48 }),
        embed('process', {
          heading: 'From prompt to production in three steps',
          theme: ref('theme-light'),
          steps: [
            [
              'Describe what you need',
              'Write a few sentences, paste a spec or drop in a screenshot. Agent 3 asks questions when something is unclear.',
              'step-describe',
              'A prompt box reading “A booking app for our three clinics. Patients pick a slot, get an SMS reminder the day before, and reply C to confirm.”',
            ],
            [
              'Review the plan',
              'The agent breaks the work into steps you can edit, reorder or approve before any code is written.',
              'step-plan',
              'A proposed five-step plan — data model, booking flow, SMS reminders, front-desk dashboard, browser tests — with an Approve plan button.',
            ],
            [
              'Ship it',
              'Agent 3 builds, tests and deploys. You get a live URL, a readable diff and a checkpoint to come back to.',
              'step-ship',
              'The finished booking page running live in a browser, with time slots and a Confirm booking button.',
            ],
          ].map(([title, description, image, alt]) => ({
            _type: 'processStep',
            _key: key(),
            title,
            description,
            image: imageWithAlt(image, { alt }),
          })),
        }),
      ]),
      moduleGroup('theme-sand', [
        testimonial(
          'We cleared a six-week internal tools backlog in two afternoons. Agent 3 wrote the first version, our engineers reviewed it, and the dispatch team was using it the same week.',
          'Maya Okafor',
          'VP of Engineering',
          'Kestrel Freight',
          'avatar-mo',
          'theme-sand',
        ),
      ]),
      moduleGroup('theme-dark', [
        embed('ctaBlock', {
          heading: 'Build your first app in minutes',
          body: 'Start free, invite your team when you are ready, and talk to us when you need enterprise controls.',
          buttons: [
            startBuilding('primary'),
            cmsLinkButton('Contact sales', 'page-contact', 'secondary-focus'),
          ],
          theme: ref('theme-dark'),
        }),
      ]),
    ],
  })

  const agent3 = page('page-agent3', {
    title: 'Agent 3 — the AI agent that builds, tests and ships',
    slug: slug('agent3'),
    description:
      'Agent 3 plans the work, edits your whole codebase, tests in a real browser and fixes what fails — inside guardrails your admins set.',
    theme: ref('theme-dark'),
    renderExtraTopSpacing: true,
    modules: [
      moduleGroup('theme-dark', [
        block('mono', '[[AGENT 3|pixelText]]'),
        block('h1-headline', 'An agent that builds, tests and ships — not one that just suggests'),
        block(
          'body-2',
          'Agent 3 works like a focused teammate inside your Forgeline workspace. Give it a goal and it plans the steps, writes the code, runs your app in a real browser, checks its own work and fixes what fails.',
        ),
        embed('ctaBlock', {
          heading: 'Put Agent 3 to work',
          body: 'Included on every plan. Pro and Teams add extended sessions that run for up to two hours on their own.',
          buttons: [
            cmsLinkButton('Try Agent 3 free', SIGNUP_URL, 'primary', 'theme-dark'),
            cmsLinkButton('See pricing', 'page-pricing', 'secondary'),
          ],
          theme: ref('theme-dark'),
        }),
        embed('videoFigure', {
          title: 'Agent 3 builds an inventory dashboard from a single prompt',
          videoUrl: files.agentDemoVideoUrl,
          poster: imageWithAlt('video-poster', {
            alt: 'Video still: the Forgeline workspace with Agent 3 working through its plan, marked “Agent 3 · live”.',
          }),
          caption:
            'Real-time recording, trimmed for length: four minutes from prompt to deployed app.',
          captions: { _type: 'file', asset: ref(files.agentDemoCaptions) },
          captionsLanguage: 'en',
          transcript: [
            'The video opens on the Forgeline workspace. The narrator types one prompt: an inventory dashboard for a small warehouse team.',
            'Agent 3 reads the prompt and writes a plan before it touches any code: a database table for stock, a page with charts, and alerts for low stock. The narrator approves the plan.',
            'The agent builds the schema, then the API, then the pages, and runs the tests it wrote. One test fails because the low-stock alert fires one item too late; the agent reads the failure, fixes the comparison and runs the tests again until all pass.',
            'The preview shows stock levels by aisle and a chart of the last thirty days. One click deploys the app: four minutes from prompt to a live app.',
          ].join('\n\n'),
          autoplay: false,
        }),
      ]),
      moduleGroup('theme-midnight', [
        block('display', '[[Less babysitting. More shipping.|tag:h2]]'),
        block(
          'body-2',
          'Most assistants hand you a snippet and wish you luck. Agent 3 carries the work through: it keeps going until the feature runs and the tests pass — and tells you when it needs a decision.',
        ),
        embed('iconFeatures', {
          heading: 'What Agent 3 does on its own',
          theme: ref('theme-midnight'),
          features: [
            [
              'spark',
              'Plans before it codes',
              'Turns your request into an ordered plan you can edit. Big jobs are split into small steps that can each be checked.',
              link('How planning works', 'page-blog-shipping-with-agents'),
            ],
            [
              'code',
              'Edits across the whole codebase',
              'Reads your project, follows its conventions and changes every file a feature touches — routes, schema, interface and tests.',
              link('Explore the workspace', 'page-product'),
            ],
            [
              'terminal',
              'Tests in a real browser',
              'Starts your app, clicks through the flows it built and reads the console and server logs. When something fails, it fixes it and tries again.',
              link('Read the playbook', 'page-resources-agent-playbook'),
            ],
            [
              'history',
              'Checkpoints every step',
              'Each step is saved with a readable diff, so you can undo a single change without losing the rest.',
              link('See checkpoints', 'next:page-product'),
            ],
            [
              'plug',
              'Connects your services',
              'Adds payments, email, maps and your internal APIs, and stores credentials as encrypted secrets instead of in code.',
              link('Browse integrations', `${DOCS}/integrations`),
            ],
            [
              'key',
              'Stays inside your guardrails',
              'Admins choose which repositories, secrets and deploy targets the agent can use. Every action is logged.',
              link('Enterprise controls', 'page-solutions-enterprise'),
            ],
          ].map(([i, title, description, featureLink]) => {
            const { _key, ...rest } = featureLink
            void _key
            return {
              _type: 'iconFeature',
              _key: key(),
              icon: icon(i),
              title,
              description,
              link: rest,
            }
          }),
        }),
      ]),
      moduleGroup('theme-light', [
        block('h2-headline', 'How a session works'),
        numbered(
          '**Brief.** Tell Agent 3 what you want in plain language. Attach a mock-up, a CSV file or an API description if you have one.',
        ),
        numbered(
          '**Plan.** The agent proposes a plan. Approve it as it is, or edit the steps first.',
        ),
        numbered('For a large job, ask for a smaller first milestone you can try out sooner.', 2),
        numbered('Mark any step “ask me first” to get a question instead of a change.', 2),
        numbered(
          '**Build and verify.** Agent 3 writes the code, runs the app and tests each step. Watch live or come back later.',
        ),
        numbered(
          '**Review and ship.** Read the summary and the diff, leave comments for another pass, and deploy when you are happy.',
        ),
        embed('imageBlock', {
          image: imageWithAlt('agent-chat', {
            alt: 'The Agent 3 panel: a request for SMS appointment reminders, the agent’s five-step plan with four steps checked, and browser tests 74% complete.',
            caption: 'Agent 3 explains its plan, then checks each step before moving on.',
          }),
          size: 'content',
          rounded: true,
        }),
        block('h3-headline', 'Guardrails that live next to your code'),
        p(
          'Autonomy is a setting, not a leap of faith. Workspace owners decide how far the agent may go on its own, which secrets it can read and where it may deploy. The settings are a file in the repository, so changes to them are reviewed like any other change.',
        ),
        embed('codeSnippet', {
          filename: '.forgeline/agent.yaml',
          language: 'yaml',
          code: [
            '# Guardrails for Agent 3 in this workspace',
            'agent:',
            '  autonomy: extended          # ask | standard | extended',
            '  max_session_minutes: 120',
            '  require_plan_approval: true',
            '  permissions:',
            '    deploy: [preview]         # production deploys need a person',
            '    secrets: [SMS_API_KEY, MAIL_TOKEN]',
            '    network: [api.internal.example, hooks.chat.example]',
            '  checks:',
            '    run: ["npm test", "npm run lint"]',
            '    browser_flows: [signup, booking, checkout]',
          ].join('\n'),
          caption:
            'Agent settings are versioned with the project. Production deploys stay a human decision.',
        }),
      ]),
      moduleGroup('theme-dark', [
        testimonial(
          'Agent 3 doesn’t stop at “here is some code”. It runs the thing, finds the bug it introduced and fixes it before I’ve finished my coffee. Reviewing its work feels like reviewing a careful colleague’s.',
          'Tomás Ibarra',
          'Staff Engineer',
          'Orrery Analytics',
          'avatar-ti',
          'theme-dark',
        ),
        embed('tagList', {
          heading: 'Agent 3 builds with',
          tags: [
            ['TypeScript'],
            ['React'],
            ['Next.js'],
            ['Node.js'],
            ['Python', `${DOCS}/languages/python`],
            ['Go'],
            ['PostgreSQL', `${DOCS}/database`],
            ['REST and GraphQL APIs'],
            ['Scheduled jobs', `${DOCS}/jobs`],
            ['Webhooks'],
          ].map(([label, url]) => ({
            _type: 'tag',
            _key: key(),
            label,
            ...(url ? { link: singleLink(label, url) } : {}),
          })),
        }),
      ]),
    ],
  })

  const productModules = () => [
    moduleGroup('theme-light', [
      block('subheading-helvetica-20', 'The Forgeline workspace'),
      block('h1', 'From idea to production in one browser tab'),
      block(
        'body-2',
        'Every Forgeline project is a complete, cloud-hosted development environment: an editor, a running app, a database, secrets, deployments — and an agent that can use all of them.',
      ),
      embed('imageBlock', {
        image: imageWithAlt('workspace-editor', {
          alt: 'The Forgeline workspace with a file tree, code editor, console showing 24 passing tests and the Agent 3 panel.',
          caption:
            'Editor, console, preview and Agent 3 side by side. Nothing runs on your laptop.',
        }),
        size: 'full',
        rounded: false,
      }),
      embed('spacer', { mobileSpacer: 32, desktopSpacer: 64 }),
      block('h2', 'Write, run and collaborate'),
      p(
        'Open a project and it is already running. There is no toolchain to install and no “it works on my machine”: everyone on the team, and the agent, uses the same environment.',
      ),
      block('h3', 'An editor that is ready when you are'),
      p(
        'Type-aware completion, search across the project, a built-in terminal and a live preview that reloads as you save. Bring your own key bindings and themes.',
      ),
      block('h3', 'Multiplayer by default'),
      p(
        'Share a link and edit together, with cursors, comments and follow mode. Agent 3 joins as one more collaborator.',
      ),
      bullet('Threads on any line, diff or agent step'),
      bullet('Roles for owners, editors and viewers'),
      bullet('Viewers can comment but never change code.', 2),
      bullet('Guests see only the projects they were invited to.', 2),
      bullet('Presence and follow mode for pairing and demos'),
    ]),
    moduleGroup('theme-dark', [
      block('display-2', '[[Infrastructure included, not bolted on|tag:h2]]'),
      embed('valuePropGrid', {
        heading: 'Part of every project',
        columns: 4,
        theme: ref('theme-dark'),
        items: [
          [
            'database',
            'PostgreSQL database',
            'Provisioned per project, with branching for previews and daily backups.',
          ],
          [
            'lock',
            'Sign-in',
            'Email, passkeys and single sign-on for your users, in a few lines of code.',
          ],
          ['key', 'Secrets', 'Encrypted, scoped per environment and never written to logs.'],
          [
            'globe',
            'Hosting and domains',
            'Autoscaling hosting with HTTPS, custom domains and a global edge network.',
          ],
        ].map(([i, title, description]) => ({
          _type: 'valueProp',
          _key: key(),
          icon: icon(i),
          title,
          description,
        })),
      }),
      block('h2', 'Deploy with confidence'),
      p(
        'Every change gets its own preview address. When you are ready, one click promotes it to production with a gradual rollout and health checks.',
      ),
      embed('imageBlock', {
        image: imageWithAlt('deploy-pipeline', {
          alt: 'A deploy pipeline: build, test and preview complete, deploy rolling out; a request chart marks version 42 going live, next to the deploy log.',
        }),
        size: 'wide',
        rounded: true,
      }),
      block('h3', 'Previews for every change'),
      p(
        'Previews use a branch of your database, so testers can try real flows without touching production data.',
      ),
      block('h4', 'Rollbacks in one click'),
      p(
        'Every deploy is kept. If a release misbehaves, return to the previous one in seconds — no rebuild needed.',
      ),
      embed('codeSnippet', {
        filename: 'forgeline.yaml',
        language: 'yaml',
        code: [
          'build:',
          '  command: npm run build',
          '',
          'deploy:',
          '  start: npm start',
          '  regions: [us-east, eu-west]',
          '  strategy: gradual          # 10% → 50% → 100%',
          '  health_check: /healthz',
          '',
          'preview:',
          '  database: branch           # each preview gets its own copy',
        ].join('\n'),
        caption: 'Build and deploy settings are one small file in the project.',
      }),
    ]),
    moduleGroup('theme-light', [
      block('h2', 'Bring what you already have'),
      p(
        'Import a repository and Forgeline detects the language, installs dependencies and starts the app. Keep pushing to your Git host as usual — the workspace stays in sync.',
      ),
      embed('tagList', {
        heading: 'Works with',
        tags: [
          ['Git repositories', `${DOCS}/import/git`],
          ['Docker images', `${DOCS}/import/docker`],
          ['OpenAPI descriptions'],
          ['CSV and spreadsheets'],
          ['Design mock-ups'],
        ].map(([label, url]) => ({
          _type: 'tag',
          _key: key(),
          label,
          ...(url ? { link: singleLink(label, url) } : {}),
        })),
      }),
      embed('ctaBlock', {
        heading: 'See it with your own project',
        body: 'Import a repository or start from a sentence. Your first project is free.',
        buttons: [
          startBuilding('primary', 'theme-light'),
          cmsLinkButton('Meet Agent 3', 'page-agent3', 'secondary'),
        ],
        theme: ref('theme-light'),
      }),
    ]),
  ]

  const product = page('page-product', {
    title: 'The Forgeline workspace',
    slug: slug('product'),
    description:
      'An editor, a running app, a database, secrets and one-click deploys — in one browser tab, shared with your team and Agent 3.',
    headerTheme: ref('theme-light'),
    modules: productModules(),
  })

  // The draft: a copy of the product page with a new title and one extra paragraph.
  const productDraft = structuredClone(product)
  productDraft._id = `drafts.${product._id}`
  productDraft._rev = 'rev-draft-product'
  productDraft._updatedAt = '2025-04-10T15:12:00Z'
  productDraft.title = 'Product (draft)'
  productDraft.modules[0].content.splice(
    3,
    0,
    p(
      '**Coming soon:** scheduled deployments, so a release can go out at a quiet hour without anyone online.',
    ),
  )

  const demo = page('page-demo', {
    title: 'Book a demo',
    slug: slug('demo'),
    description:
      'See Forgeline and Agent 3 build something for your team in 30 minutes, and plan a pilot with a solutions engineer.',
    theme: ref('theme-dark'),
    headerTheme: ref('theme-dark'),
    showPromo: false,
    modules: [
      moduleGroup('theme-dark', [
        block('h1', 'See Forgeline and Agent 3 on your own use case'),
        block(
          'body-2',
          'In 30 minutes, a solutions engineer builds something relevant to your team, live, answers your security questions and maps out a pilot.',
        ),
        bullet('A live build of an internal tool you describe'),
        bullet('How admins govern the agent: permissions, audit logs and single sign-on'),
        bullet('Pricing for your team size and a two-week pilot plan'),
        embed('formBlock', { form: ref('form-demo') }),
        block(
          'caption',
          'Prefer email? Write to sales@forgeline.example and we will reply within one business day.',
        ),
      ]),
      moduleGroup('theme-sand', [
        testimonial(
          'The demo was the first time a vendor built our actual workflow instead of a canned example. We started a pilot the following Monday.',
          'Lena Voss',
          'Co-founder',
          'Paperkite',
          'avatar-lv',
          'theme-sand',
        ),
      ]),
    ],
  })

  const enterprise = page('page-solutions-enterprise', {
    title: 'Forgeline for Enterprise',
    slug: slug('solutions/enterprise'),
    description:
      'Let every team build with Agent 3 while IT keeps control: SSO, SCIM, audit logs, agent policies and data residency.',
    theme: ref('theme-midnight'),
    headerTheme: ref('theme-midnight'),
    showPromo: true,
    modules: [
      moduleGroup('theme-midnight', [
        block('h1-headline', 'Let every team build — with the controls IT needs'),
        block(
          'body-2',
          'Forgeline Enterprise gives engineers, analysts and operations teams the same workspace and agent, inside the identity, security and compliance boundaries your organisation already runs.',
        ),
        embed('ctaBlock', {
          heading: 'Plan a rollout with our team',
          body: 'We help you run a pilot, connect your identity provider and set agent policies before the first project ships.',
          buttons: [
            cmsLinkButton('Talk to sales', 'page-contact', 'primary', 'theme-midnight'),
            cmsLinkButton(
              'Security overview',
              'https://trust.forgeline.example',
              'secondary-focus',
              undefined,
              {
                openInNewTab: true,
              },
            ),
          ],
          theme: ref('theme-midnight'),
        }),
        embed('imageBlock', {
          image: imageWithAlt('art-blocks', {
            alt: 'Illustration: a grid of dark blue blocks with three highlighted orange blocks, suggesting isolated team workspaces.',
          }),
          size: 'wide',
          rounded: true,
        }),
      ]),
      moduleGroup('theme-light', [
        block('h2-headline', 'Governance built into the workspace'),
        embed('valuePropGrid', {
          heading: 'Enterprise controls',
          columns: 2,
          theme: ref('theme-light'),
          items: [
            [
              'users',
              'SSO and SCIM',
              'Sign in through your identity provider with SAML or OIDC. Users and groups stay in sync automatically.',
            ],
            [
              'chart',
              'Audit logs',
              'Every edit, agent action, secret read and deploy is recorded and can be streamed to your log platform.',
            ],
            [
              'key',
              'Agent policies',
              'Set how much autonomy the agent has per team, which secrets it can read and where it may deploy.',
            ],
            [
              'globe',
              'Data residency',
              'Keep workspaces, databases and backups in the US or the EU, with customer-managed encryption keys.',
            ],
          ].map(([i, title, description]) => ({
            _type: 'valueProp',
            _key: key(),
            icon: icon(i),
            title,
            description,
          })),
        }),
        block('h3-headline', 'Deployment options'),
        p(
          'Start in our multi-tenant cloud and move when you need to. Every option runs the same product.',
        ),
        bullet('**Dedicated cloud** — single-tenant infrastructure in the region you choose'),
        bullet(
          '**Private networking** — reach internal services without exposing them to the internet',
        ),
        bullet(
          '**Bring your own model keys** — route agent traffic through your approved AI provider',
        ),
        embed('tagList', {
          heading: 'Compliance and standards',
          tags: [
            ['SOC 2 Type II', 'https://trust.forgeline.example/soc2'],
            ['ISO/IEC 27001', 'https://trust.forgeline.example/iso27001'],
            ['GDPR'],
            ['SAML 2.0'],
            ['SCIM 2.0'],
          ].map(([label, url]) => ({
            _type: 'tag',
            _key: key(),
            label,
            ...(url ? { link: singleLink(label, url) } : {}),
          })),
        }),
      ]),
      moduleGroup('theme-midnight', [
        testimonial(
          'We gave 400 people a way to build their own tools without opening a single new security exception. The audit log alone sold our compliance team.',
          'Daniel Whitcombe',
          'Head of Platform',
          'Tidewell Insurance',
          'avatar-dw',
          'theme-midnight',
        ),
      ]),
      moduleGroup('theme-light', [
        block('h2-headline', 'Bring Forgeline to your organisation'),
        p(
          'Tell us about your organisation and what your teams should build first. We will set up a tailored walkthrough.',
        ),
        embed('formBlock', { form: ref('form-enterprise') }),
      ]),
    ],
  })

  const playbook = page('page-resources-agent-playbook', {
    title: 'The Agent Playbook — free PDF',
    slug: slug('resources/agent-playbook'),
    description:
      'A one-page checklist of ten habits for planning, testing, reviewing and shipping features with Agent 3. Free download.',
    theme: ref('theme-sand'),
    modules: [
      moduleGroup('theme-sand', [
        block('caption', 'Free guide · one-page PDF'),
        block('h1', 'The Agent Playbook'),
        block('subheading-helvetica-20', 'Ten habits of teams that ship reliably with Agent 3'),
        p(
          'We studied how hundreds of teams work with Agent 3 and boiled it down to a checklist you can pin next to your screen. It is short on purpose: each habit fits in two lines.',
        ),
        bullet('How to write a brief the agent can check its own work against'),
        bullet('What to look for when you approve a plan'),
        bullet('How to keep every change small enough to review'),
        bullet('Where secrets and test data belong'),
        bullet('Which outcomes to measure — and which to ignore'),
        embed('imageBlock', {
          image: imageWithAlt('playbook-cover', {
            alt: 'Cover of “The Agent Playbook: ten habits for shipping with Agent 3”, with an orange spark in concentric circles.',
          }),
          size: 'content',
          rounded: true,
        }),
        embed('formBlock', { form: ref('form-playbook') }),
      ]),
    ],
  })

  const blog = page('page-blog-shipping-with-agents', {
    title: 'Shipping with agents: a field guide for product teams',
    slug: slug('blog/shipping-with-agents'),
    description:
      'Briefs, plans, small changes, tests as feedback, careful reviews and checkpoints: the habits of teams that ship reliably with an AI agent.',
    theme: ref('theme-light'),
    headerTheme: ref('theme-light'),
    modules: [
      moduleGroup('theme-light', [
        block('h1', 'Shipping with agents: a field guide for product teams'),
        block(
          'caption',
          'By Jonah Reyes, Staff Engineer · [[8 April 2025|tag:span]] · 11 minute read',
        ),
        block(
          'body-2',
          'Agents can now write, run and fix real software. The teams getting the most out of them are not the ones with the cleverest prompts — they are the ones with the clearest habits. Here is what we have learned from watching thousands of projects ship with Agent 3.',
        ),
        embed('tableOfContents', { title: 'In this guide' }),
        embed('imageBlock', {
          image: imageWithAlt('art-waves', {
            alt: 'Abstract illustration of layered orange, violet and dark waves under a small spark.',
            hotspot: [0.5, 0.6],
          }),
          size: 'wide',
          rounded: true,
        }),

        block('h2', 'Why agents change the shape of the work'),
        p(
          'For most of software history, the expensive part of a feature was writing it. Planning, reviewing and testing were squeezed around that cost. With an agent doing much of the writing, the scarce resources become *clarity* and *review*.',
        ),
        p(
          'That is good news, but it moves the bottleneck rather than removing it. A vague request used to cost a day of back-and-forth; now it costs a confident, well-tested implementation of the wrong thing. The habits below are about keeping the new bottleneck wide.',
        ),
        bullet('Write down what “done” means before work starts.'),
        bullet('Review changes quickly without rubber-stamping them.'),
        bullet('Know when to take the keyboard back.'),

        block('h2', 'Start with a brief, not a prompt'),
        p(
          'A prompt asks for output. A brief describes an outcome, the people it is for and how you will know it works. Agents do dramatically better with the second, for the same reason new teammates do.',
        ),
        block('h3', 'What a good brief contains'),
        numbered('**Who** the user is and what they are trying to get done.'),
        numbered('**What** should be true when the work is finished, in plain language.'),
        numbered('**Constraints**: the tables, services and conventions the change must respect.'),
        numbered('**Done when**: a short list of checks a person — or a test — can run.'),
        block('h3', 'An example brief'),
        embed('codeSnippet', {
          filename: 'briefs/clinic-reminders.md',
          language: 'markdown',
          code: [
            '## Goal',
            'Patients get an SMS reminder 24 hours before their appointment',
            'and can reply C to confirm or R to reschedule.',
            '',
            '## Users',
            'Front-desk staff at three clinics; patients on any phone.',
            '',
            '## Constraints',
            '- Use the existing appointments table; do not change its columns.',
            "- Send messages between 08:00 and 20:00 in the clinic's time zone.",
            '- No patient names in logs.',
            '',
            '## Done when',
            '- A test appointment triggers exactly one reminder.',
            '- A reply updates the appointment status within a minute.',
            '- The front desk sees confirmations on the dashboard.',
          ].join('\n'),
          caption: 'The “Done when” list doubles as the test plan the agent checks itself against.',
        }),

        block('h2', 'Let the agent plan before it types'),
        p(
          'Agent 3 proposes a plan before it changes any code, and [[plan approval|link:page-agent3]] is on by default for a reason: a two-minute read of the plan is the cheapest review you will ever do.',
        ),
        p('Read the plan the way you would read a design note from a new teammate:'),
        bullet('Are the steps in a sensible order?'),
        bullet('Schema changes usually come first; visual polish comes last.', 2),
        bullet('Does any step touch something it should not?'),
        bullet('Is there a step that proves the feature works?'),

        block('h2', 'Keep changes small and reviewable'),
        p(
          'Large diffs are where mistakes hide, whoever wrote them. Ask for work in slices you could demo on their own, and you will review faster and catch more.',
        ),
        block('h3', 'Slice by outcome a user can see'),
        p(
          '“Reminders are sent” is a good slice. “Add the reminder service” is not: nobody can tell whether it works until three more steps land. One visible behaviour per step keeps each diff to a size a person can actually read.',
        ),
        block('h3', 'Use checkpoints as save points'),
        p('Every agent step creates a checkpoint with a summary like this one:'),
        block('mono', 'checkpoint 14 · “Add reminder scheduler” · +212 −18 · 9 files'),
        p(
          'Name the ones that matter. A good name tells you where to roll back to without opening the diff.',
        ),

        block('h2', 'Make tests the agent’s feedback loop'),
        p(
          'Agent 3 runs your app in a real browser and reads the results, so tests are not paperwork — they are how the agent knows it is finished. Turn the “Done when” list into tests early, and every later step is checked against it automatically.',
        ),
        embed('codeSnippet', {
          filename: 'tests/reminders.spec.ts',
          language: 'typescript',
          code: [
            "import { test, expect } from '@playwright/test'",
            '',
            'const inHours = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString()',
            '',
            "test('confirming by SMS shows on the dashboard', async ({ page, request }) => {",
            "  const created = await request.post('/api/test/appointments', {",
            "    data: { startsAt: inHours(25), phone: '+15550100' },",
            '  })',
            '  const { id } = await created.json()',
            '',
            "  await request.post('/api/sms/inbound', { data: { from: '+15550100', body: 'C' } })",
            '',
            "  await page.goto('/dashboard')",
            "  await expect(page.getByTestId(`appointment-${id}`)).toContainText('Confirmed')",
            '})',
          ].join('\n'),
          caption:
            'An end-to-end test written straight from the brief. The agent runs it after every step.',
        }),
        p(
          'Keep a single command, such as `npm test`, that runs everything. If the agent has to guess how to run your checks, it will sometimes guess wrong.',
        ),

        block('h2', 'Treat secrets and data with care'),
        p(
          'An agent is only as trustworthy as the access you give it. Two rules cover most of the risk.',
        ),
        block('h3', 'Secrets belong in the vault'),
        p(
          'Store keys as workspace secrets and refer to them by name, such as `process.env.SMS_API_KEY`. The agent can use a secret without ever seeing its value, and nothing sensitive ends up in a prompt, a file or a log.',
        ),
        block('h4', 'If a key ever lands in code'),
        numbered('Revoke the key with the provider first — before anything else.'),
        numbered('Restore the checkpoint from before the change, or remove the key and commit.'),
        numbered('Add the file pattern to your secret-scanning rules so it cannot happen twice.'),
        block('h3', 'Use realistic, not real, data'),
        p(
          'Give the agent a seed script that creates synthetic records which look like production: the same shapes, edge cases and volumes, without real people in them. Bugs become reproducible, and nobody’s phone number ends up in a test run.',
        ),

        block('h2', 'Review like a teammate, not a compiler'),
        p(
          'Type checkers and tests catch what they were written to catch. Your review is for everything else: intent, naming, edge cases, and whether the change should exist at all.',
        ),
        bullet('Read the agent’s summary first, then the diff.'),
        bullet('Ask “why” in a comment — the agent answers and, if needed, revises.'),
        bullet('Check the places the plan said it would not touch.'),
        embed('imageBlock', {
          image: imageWithAlt('review-loop', {
            caption:
              'The review loop: brief, plan, build, verify and review, with a checkpoint after every step.',
          }),
          size: 'content',
          rounded: false,
        }),
        block(
          'body-3',
          'A useful rule of thumb: if you would not approve the change from a colleague, do not approve it from an agent. Speed is only a benefit when the work is right.',
        ),

        block('h2', 'Ship behind checkpoints'),
        p(
          'Deploy to a preview first — it is cheap, it uses a branch of your database and it gives testers a real address. Keep production deploys a human decision; in Forgeline that is the default, and we recommend keeping it.',
        ),
        p(
          'When something slips through, roll back to the previous deploy, then ask the agent to reproduce the bug in a test before fixing it. [[The fix is not done until the test passes.|strong,color:' +
            ORANGE_ON_LIGHT +
            ']]',
        ),

        block('h2', 'Measure what actually changed'),
        p(
          'Lines of code and number of prompts are easy to count and tell you almost nothing. Teams that get lasting value from agents track outcomes instead:',
        ),
        bullet('**Lead time** — from a request being written to it running in production'),
        bullet(
          '**Review time** — how long changes wait for a person, and how long the review takes',
        ),
        bullet('**Rework** — how often a shipped change needs a follow-up fix within two weeks'),
        block(
          'body-3',
          'Measure for a month before and after adopting a new habit. Trends matter more than single numbers.',
        ),

        block('h2', 'Where to go from here'),
        p(
          'Pick one habit and try it on your next feature: write the brief, or approve the plan, or add the test first. For the full checklist, [[download the Agent Playbook|link:page-resources-agent-playbook]] — it fits on one page. When your team is ready for more autonomy, [[compare plans|link:page-pricing]] to see which include extended agent sessions.',
        ),
        block(
          'body-4',
          'Jonah Reyes is a staff engineer on the Agent 3 team at Forgeline. Before that he built developer tools for logistics and healthcare companies.',
        ),
        embed('tagList', {
          heading: 'Topics',
          tags: [
            ['Agents', 'page-agent3'],
            ['Testing'],
            ['Code review'],
            ['Security', 'page-solutions-enterprise'],
            ['Team practices', 'page-resources-agent-playbook'],
          ].map(([label, target]) => ({
            _type: 'tag',
            _key: key(),
            label,
            ...(target ? { link: singleLink(label, target) } : {}),
          })),
        }),
        embed('spacer', { mobileSpacer: 40, desktopSpacer: 80 }),
      ]),
      moduleGroup('theme-dark', [
        embed('ctaBlock', {
          heading: 'Try the habits on your next feature',
          body: 'Start a project in minutes, or take the one-page checklist with you.',
          buttons: [
            startBuilding('primary'),
            cmsLinkButton('Get the playbook', 'page-resources-agent-playbook', 'secondary'),
          ],
          theme: ref('theme-dark'),
        }),
      ]),
    ],
  })

  const pricing = page('page-pricing', {
    title: 'Pricing',
    slug: slug('pricing'),
    description:
      'Start free with Agent 3. Upgrade for extended agent sessions, team collaboration and enterprise controls.',
    headerTheme: ref('theme-dark'),
    modules: [
      moduleGroup('theme-dark', [
        block('h1-headline', 'Plans that grow with your team'),
        block(
          'body-2',
          'Every plan includes the full workspace, Agent 3, a database and hosting. Upgrade when you need longer agent sessions, more collaborators or enterprise controls.',
        ),
        embed('valuePropGrid', {
          heading: 'Compare plans',
          columns: 4,
          theme: ref('theme-dark'),
          items: [
            [
              'spark',
              'Starter — $0',
              'For trying things out. Three projects, Agent 3 with standard sessions, preview deploys and a community forum.',
            ],
            [
              'bolt',
              'Pro — $25 a month',
              'For individual builders. Unlimited projects, extended agent sessions, custom domains and production deploys.',
            ],
            [
              'users',
              'Teams — $40 per user a month',
              'For teams shipping together. Shared workspaces, roles, review threads, centralised billing and priority support.',
            ],
            [
              'shield',
              'Enterprise — custom',
              'For organisations. SSO and SCIM, audit logs, agent policies, data residency and a dedicated success manager.',
            ],
          ].map(([i, title, description]) => ({
            _type: 'valueProp',
            _key: key(),
            icon: icon(i),
            title,
            description,
          })),
        }),
        block(
          'caption-2',
          'Prices in US dollars, billed annually. Monthly billing is available at a higher rate. Taxes may apply.',
        ),
      ]),
      moduleGroup('theme-light', [
        block('h2-headline', 'Frequently asked questions'),
        block('h3-headline', 'What counts as an agent session?'),
        p(
          'A session starts when you give Agent 3 a task and ends when it finishes or hands control back. Standard sessions run for up to 20 minutes on their own; extended sessions for up to two hours.',
        ),
        block('h3-headline', 'Can I change plans later?'),
        p(
          'Yes. Upgrades apply immediately and are prorated. Downgrades take effect at the end of your billing period.',
        ),
        block('h3-headline', 'Do you offer discounts for education and non-profits?'),
        p(
          'Yes — verified schools, students and registered non-profits get Teams at half price. [[Contact us|link:page-contact]] to apply.',
        ),
        block('h3-headline', 'What happens to my apps if I stop paying?'),
        p(
          'Your projects stay available on the Starter plan. Deployments beyond the Starter limits are paused, never deleted.',
        ),
        embed('ctaBlock', {
          heading: 'Not sure which plan fits?',
          body: 'Tell us about your team and we will recommend a plan — or set up a pilot.',
          buttons: [
            cmsLinkButton('Book a demo', 'page-demo', 'primary', 'theme-light'),
            cmsLinkButton('Contact sales', 'page-contact', 'secondary'),
          ],
          theme: ref('theme-light'),
        }),
      ]),
    ],
  })

  const contact = page('page-contact', {
    title: 'Contact us',
    slug: slug('contact'),
    description:
      'Questions about Forgeline, pricing or partnerships? Send us a message and we will reply within one business day.',
    theme: ref('theme-light'),
    modules: [
      moduleGroup('theme-light', [
        block('h1', 'Talk to Forgeline'),
        block(
          'body-2',
          'Questions about plans, security or partnerships? Send us a message and the right person will get back to you.',
        ),
        embed('formBlock', { form: ref('form-contact') }),
        block('h2', 'Other ways to reach us'),
        bullet('**Support:** support@forgeline.example'),
        bullet('**Security reports:** security@forgeline.example'),
        bullet('**Press:** press@forgeline.example'),
        p('Forgeline Labs, Inc. · 500 Example Street, Suite 300 · Springfield'),
        // A fixed key rather than key(): a new item here must not shift every later key.
        {
          _type: 'mapEmbed',
          _key: '21246cce4810',
          title: 'Map of the Forgeline office in Springfield',
          query: 'Forgeline Labs, 500 Example Street, Suite 300, Springfield',
          mode: 'place',
          zoom: 16,
          caption: 'Reception is on the third floor; visitors sign in at the front desk.',
        },
      ]),
    ],
  })

  const about = page('page-about', {
    title: 'About Forgeline',
    slug: slug('about'),
    description:
      'Forgeline Labs builds the tools that build software — so more people can turn ideas into working products.',
    modules: [
      moduleGroup('theme-dark', [
        block('h1', 'We build the tools that build software'),
        block(
          'body-2',
          'Forgeline Labs started with a simple frustration: the distance between “I know what this tool should do” and “it is running” was far too long. We are closing that gap for everyone who has an idea worth shipping.',
        ),
        embed('imageBlock', {
          image: imageWithAlt('brand-lockup', {
            alt: 'The Forgeline logo: a slanted F with a small spark, next to the word Forgeline.',
          }),
          size: 'content',
          rounded: true,
        }),
      ]),
      moduleGroup('theme-sand', [
        block('h2', 'What we believe'),
        numbered(
          '**Software is a team sport.** The best tools make collaboration the default, including with agents.',
        ),
        numbered(
          '**Agents should show their work.** Plans, diffs and checkpoints make autonomy reviewable.',
        ),
        numbered(
          '**Your code is yours.** Standard languages, standard frameworks, export any time.',
        ),
        block('h2', 'Where we work'),
        p(
          'We are a remote-first team across eleven time zones, with small offices for getting together. We hire for curiosity and care — see [[open roles|link:https://careers.forgeline.example]].',
        ),
        p('[[Build something today.|center,strong]]'),
      ]),
    ],
  })

  const privacy = page('page-legal-privacy', {
    title: 'Privacy notice',
    slug: slug('legal/privacy'),
    // Kept out of search results and the sitemap (issue 9: the noindex field honoured).
    noindex: true,
    description:
      'How Forgeline Labs collects, uses and protects personal data on this website and in its forms.',
    theme: ref('theme-light'),
    headerTheme: ref('theme-light'),
    modules: [
      moduleGroup('theme-light', [
        block('h1', 'Privacy notice'),
        block('caption-2', 'Last updated: 1 April 2025'),
        block(
          'body-3',
          'This notice explains what personal data Forgeline Labs, Inc. (“Forgeline”, “we”) collects when you visit this website or fill in one of its forms, why we collect it and the choices you have.',
        ),
        block('h2', 'What we collect'),
        bullet('Details you enter in a form, such as your name, work email, company and message.'),
        bullet(
          'Campaign parameters in the link you followed (for example utm_source), kept for your browser session.',
        ),
        bullet('Pages viewed and actions taken on the site, measured with analytics tools.'),
        block('h2', 'How we use it'),
        block(
          'body-3',
          'We use form details to answer your request — for example to arrange a demo or send a download — and campaign parameters to understand which channels work. We do not sell personal data.',
        ),
        block('h2', 'Your choices'),
        block(
          'body-3',
          'You can ask for a copy of your data, or for it to be corrected or deleted, by writing to privacy@forgeline.example. Every marketing email includes an unsubscribe link.',
        ),
        block(
          'body-4',
          'Forgeline, Agent 3 and Forgeline Labs, Inc. are fictional and appear here as demonstration content. No data entered on this demo site is used for marketing.',
        ),
      ]),
    ],
  })

  const pages = [
    home,
    agent3,
    product,
    demo,
    enterprise,
    playbook,
    blog,
    pricing,
    contact,
    about,
    privacy,
  ]

  // -------------------------------------------------------------------------------------------
  // Singletons
  // -------------------------------------------------------------------------------------------

  const siteSettings = doc('siteSettings', 'siteSettings', {
    productName: 'Forgeline',
    companyName: 'Forgeline Labs, Inc.',
    homePage: ref('page-home'),
    defaultDescription:
      'Forgeline is the browser-based workspace where teams and Agent 3, an AI building agent, turn ideas into deployed software.',
  })

  const header = doc('header', 'header', {
    primaryNavigation: [
      {
        _type: 'linkList',
        _key: key(),
        title: 'Product',
        links: [
          link('Workspace', 'page-product'),
          link('Agent 3', 'page-agent3'),
          link('Templates', 'https://forgeline.example/templates', { openInNewTab: false }),
          link('Changelog', 'https://changelog.forgeline.example'),
        ],
      },
      {
        _type: 'megaMenu',
        _key: key(),
        title: 'Solutions',
        linkGroups: [
          {
            _type: 'linkList',
            _key: key(),
            title: 'By team',
            links: [
              link('Enterprise', 'page-solutions-enterprise'),
              link('Startups', 'https://forgeline.example/solutions/startups', {
                openInNewTab: false,
              }),
              link('Education', 'https://forgeline.example/solutions/education', {
                openInNewTab: false,
              }),
            ],
          },
          {
            _type: 'linkList',
            _key: key(),
            title: 'By use case',
            links: [
              link('Internal tools', 'https://forgeline.example/use-cases/internal-tools', {
                openInNewTab: false,
              }),
              link('Customer portals', 'https://forgeline.example/use-cases/customer-portals', {
                openInNewTab: false,
              }),
              link('Data dashboards', 'https://forgeline.example/use-cases/dashboards', {
                openInNewTab: false,
              }),
            ],
          },
          {
            _type: 'linkList',
            _key: key(),
            title: 'See it in action',
            links: [
              link('Book a demo', 'next:page-demo'),
              link('Agent 3 at work', 'page-agent3'),
              link('Shipping with agents', 'page-blog-shipping-with-agents'),
            ],
          },
        ],
        promotedSection: {
          image: imageWithAlt('promo-playbook', {
            alt: 'Orange card with a white spark in concentric circles and the words “The Agent Playbook: one page, ten habits”.',
          }),
          title: 'The Agent Playbook',
          description:
            'A one-page checklist for planning, testing and shipping features with Agent 3.',
          link: singleLink('Get the playbook', 'page-resources-agent-playbook'),
        },
        megaMenuFooterLinks: {
          footerLeftLinks: [
            link('Security and trust', 'https://trust.forgeline.example'),
            link('System status', 'https://status.forgeline.example'),
          ],
          footerRightLink: singleLink('Talk to sales', 'page-contact'),
        },
      },
      {
        _type: 'flexibleMenu',
        _key: key(),
        title: 'Resources',
        sideBarSections: [
          [
            'book',
            'Documentation',
            'Guides and API reference for the workspace and Agent 3.',
            singleLink('Read the docs', DOCS),
          ],
          [
            'forgeline-mark',
            'Agent Playbook',
            'Ten habits for shipping with agents, on one page.',
            singleLink('Download', 'page-resources-agent-playbook'),
          ],
          [
            'users',
            'Community',
            'Ask questions, share what you built and meet other builders.',
            singleLink('Join the community', 'https://community.forgeline.example'),
          ],
        ].map(([i, title, description, sideLink]) => ({
          _type: 'sideBarSection',
          _key: key(),
          icon: icon(i),
          title,
          description,
          link: sideLink,
        })),
        linkGroups: [
          {
            _type: 'linkList',
            _key: key(),
            title: 'Learn',
            links: [
              link('Blog: Shipping with agents', 'page-blog-shipping-with-agents'),
              link('Tutorials', `${DOCS}/tutorials`),
              link('Webinars', 'https://forgeline.example/webinars', { openInNewTab: false }),
            ],
          },
          {
            _type: 'linkListWithSubtitle',
            _key: key(),
            title: 'Developers',
            list: [
              {
                _type: 'linkListSection',
                _key: key(),
                subtitle: 'Build',
                links: [
                  link('API reference', `${DOCS}/api`),
                  link('Command-line tool', `${DOCS}/cli`),
                ],
              },
              {
                _type: 'linkListSection',
                _key: key(),
                subtitle: 'Operate',
                links: [
                  link('System status', 'https://status.forgeline.example'),
                  link('Changelog', 'https://changelog.forgeline.example'),
                ],
              },
            ],
          },
        ],
      },
      {
        _type: 'annotationLink',
        _key: key(),
        text: 'Pricing',
        linkType: 'internal',
        internalLink: ref('page-pricing'),
      },
      { _type: 'navModalButton', _key: key(), text: 'Book a demo', modalContent: ref('form-demo') },
    ],
    secondaryNavigation: [
      cmsLinkButton('Contact sales', 'page-contact', 'secondary', 'theme-dark'),
    ],
    agent3Link: singleLink('Agent', 'page-agent3'),
  })

  const footer = doc('footer', 'footer', {
    navigation: [
      [
        'Product',
        [
          link('Workspace', 'page-product'),
          link('Agent 3', 'page-agent3'),
          link('Pricing', 'page-pricing'),
          link('Changelog', 'https://changelog.forgeline.example'),
          link('System status', 'https://status.forgeline.example'),
        ],
      ],
      [
        'Solutions',
        [
          link('Enterprise', 'page-solutions-enterprise'),
          link('Book a demo', 'page-demo'),
          link('Security and trust', 'https://trust.forgeline.example'),
          link('Partners', 'https://partners.forgeline.example'),
        ],
      ],
      [
        'Resources',
        [
          link('Agent Playbook', 'page-resources-agent-playbook'),
          link('Blog', 'page-blog-shipping-with-agents'),
          link('Documentation', DOCS),
          link('Community', 'https://community.forgeline.example'),
        ],
      ],
      [
        'Company',
        [
          link('About', 'page-about'),
          link('Contact', 'page-contact'),
          link('Careers', 'https://careers.forgeline.example'),
          link('Privacy', 'page-legal-privacy'),
        ],
      ],
    ].map(([title, links]) => ({ _type: 'footerNavGroup', _key: key(), title, links })),
  })

  const promo = doc('promo', 'promo', {
    enablePromo: true,
    promoText: [
      p(
        '**New:** Agent 3 now tests its own work in a real browser. [[See how it works|link:page-agent3]]',
      ),
    ],
  })

  // Issue 9: redirects editors manage, applied without a redeploy.
  const redirects = [
    doc('redirect-features', 'redirect', { from: '/features', to: '/product', permanent: true }),
    doc('redirect-book-a-demo', 'redirect', {
      from: '/book-a-demo',
      to: '/demo',
      permanent: false,
    }),
    doc('redirect-docs', 'redirect', { from: '/docs', to: DOCS, permanent: true }),
  ]

  return [
    siteSettings,
    header,
    footer,
    promo,
    ...themes,
    ...forms,
    ...pages,
    productDraft,
    ...redirects,
  ]
}
