import type { Brief, MachineText } from "./types";

export const BRIEFS: Brief[] = [
  // Expert Advice
  {
    id: "b01-tax-accountant-freelancer-mistakes",
    author: { kind: "person", name: "Dana Okafor", role: "Tax accountant", industry: "Accounting" },
    category: "Expert Advice",
    mode: "template",
    templateId: "expert-3-mistakes",
    tone: "Professional",
    userInput:
      "topic: freelancers and quarterly taxes\nmistake 1: not setting aside 25% of every invoice\nmistake 2: paying personal stuff from the business card\nmistake 3: waiting until April to look at a single receipt\nseen it: 6 clients this week alone",
    facts: ["25%", "April", "6 clients"],
    instructions: ["make it shorter", "add 3 hashtags", "end with a question for readers"],
  },
  {
    id: "b02-employment-law-firm-probation",
    author: { kind: "company", name: "Harrow & Pine Solicitors", industry: "Legal services (employment law)" },
    category: "Expert Advice",
    mode: "template",
    templateId: "expert-top-question",
    tone: "Professional",
    userInput:
      "The question we get asked most by small business owners is whether they can let someone go during probation without giving a reason. In the UK the answer is often yes for staff with under 2 years' service, but discrimination claims have no qualifying period at all. We've advised on 40 of these since January and most owners had no idea.",
    facts: ["UK", "2 years", "40", "January"],
    instructions: ["more formal", "under 600 characters", "no emojis please"],
  },
  {
    id: "b03-ux-designer-talk-to-users",
    author: { kind: "person", name: "Tomás Rivera", role: "Senior UX designer", industry: "Software design" },
    category: "Expert Advice",
    mode: "reference",
    reference:
      "Most product managers start in the wrong place.\n\nThey open a blank doc and start writing the spec.\n\nI did this for six years. Here is what I do now instead:\n\n1. Sit in on 3 support calls before writing a single line.\n2. Write the problem in one sentence. If I can't, I'm not ready.\n3. Ask engineering what they think the hardest part is, not what it will cost.\n4. Draft the spec in 30 minutes, then throw half of it away.\n\nLast quarter this cut our spec rewrites from 4 rounds to 1.\n\nThe doc is not the work. Understanding the problem is the work.\n\nWhat's the first thing you do when a new project lands on your desk?",
    tone: "Motivational",
    userInput:
      "same idea as this post but for designers: stop opening Figma on day one, go talk to 5 users first. on the Atlas redesign doing that saved us 3 weeks of rework",
    facts: ["Figma", "5 users", "Atlas", "3 weeks"],
    instructions: ["punchier first line", "add two hashtags", "translate to Spanish"],
  },
  {
    id: "b04-physio-desk-back-pain",
    author: { kind: "person", name: "Grace Mwangi", role: "Physiotherapist", industry: "Physiotherapy" },
    category: "Expert Advice",
    mode: "blank",
    tone: "Funny",
    userInput:
      "- desk workers keep asking me how to fix their back\n- answer is boring: get up every 45 min\n- 3 stretches, 2 minutes total, no equipment\n- nobody does it lol\n- saw 18 office workers with the same problem in March",
    facts: ["45 min", "3 stretches", "2 minutes", "18 office workers", "March"],
    instructions: ["make the hook stronger", "cut it down a bit", "add a question at the end"],
  },

  // Tools Recommendations
  {
    id: "b05-video-editor-daily-tools",
    author: { kind: "person", name: "Jonas Berg", role: "Freelance video editor", industry: "Media production" },
    category: "Tools Recommendations",
    mode: "template",
    templateId: "tools-5-tools",
    tone: "Funny",
    userInput:
      "- DaVinci Resolve (free and still better than what i paid for)\n- Frame.io so clients stop sending notes by whatsapp\n- Notion for shot lists\n- a $12 Logitech mouse that has outlived 3 laptops\n- coffee, obviously",
    facts: ["DaVinci Resolve", "Frame.io", "Notion", "$12", "3 laptops"],
    instructions: ["remove the emoji", "keep it below 400 chars", "add hashtags"],
  },
  {
    id: "b06-freight-route-planning",
    author: { kind: "company", name: "Brightline Freight", industry: "Logistics" },
    category: "Tools Recommendations",
    mode: "template",
    templateId: "tools-before-after",
    tone: "Professional",
    userInput:
      "tool: Onfleet route planning\nbefore: dispatchers planned 120 stops by hand every morning\nafter: routes ready by 6:15am, fuel spend down 11%\nrollout: 8 weeks at our Rotterdam depot",
    facts: ["Onfleet", "120 stops", "6:15am", "11%", "Rotterdam"],
    instructions: ["more casual", "start with a question", "a bit longer please"],
  },
  {
    id: "b07-maths-teacher-desmos",
    author: { kind: "person", name: "Hannah Lewis", role: "Maths teacher", industry: "Secondary education" },
    category: "Tools Recommendations",
    mode: "reference",
    reference:
      "Two years ago I spent every Sunday night sorting receipts.\n\nShoeboxes. Envelopes. One client literally sent me a carrier bag.\n\nI kept telling myself it was part of the job.\n\nThen a client of mine, a plumber called Steve, asked why I didn't just have people photograph receipts the day they got them. I laughed it off. A week later I tried it with him.\n\nBy the end of that quarter, 9 of my 14 clients were sending photos instead of bags. My Sunday nights came back. Month-end close went from 5 days to 2.\n\nThe app wasn't the clever part. Steve was. He saw the problem from the other side.\n\nSometimes the best process change comes from the person you're serving, not from you.",
    tone: "Anecdote",
    userInput:
      "can you write it like this one but about my classroom? started using Desmos with my year 10s in September and homework completion went from about 50% to 85%",
    facts: ["Desmos", "year 10s", "September", "50%", "85%"],
    instructions: ["make it shorter", "end with a question", "in French please"],
  },
  {
    id: "b08-fintech-engineer-pgbadger",
    author: { kind: "person", name: "Arjun Mehta", role: "Backend engineer", industry: "Fintech" },
    category: "Tools Recommendations",
    mode: "blank",
    tone: "Professional",
    userInput: "tool: pgBadger, what for: reading Postgres logs, found: one query eating 70% of db time, fix took: 20 minutes, team: payments",
    facts: ["pgBadger", "Postgres", "70%", "20 minutes"],
    instructions: ["add 3 hashtags", "more casual", "make the hook stronger"],
  },

  // Learning Insights
  {
    id: "b09-hr-software-pm-course",
    author: { kind: "person", name: "Leah Goldstein", role: "Product manager", industry: "HR software" },
    category: "Learning Insights",
    mode: "template",
    templateId: "learning-course-takeaways",
    tone: "Motivational",
    userInput:
      "course: Reforge Product Strategy\nlength: 6 weeks, mostly evenings\ntakeaway 1: write down the bet before the roadmap\ntakeaway 2: kill features under 5% usage\ntakeaway 3: pricing is a product decision not a finance one",
    facts: ["Reforge", "6 weeks", "5%"],
    instructions: ["too long, trim it", "add a question at the end", "no emojis"],
  },
  {
    id: "b10-icu-nurse-handover",
    author: { kind: "person", name: "Maria Santos", role: "ICU nurse", industry: "Hospital care" },
    category: "Learning Insights",
    mode: "blank",
    tone: "Anecdote",
    userInput:
      "did 12 years of night shifts before switching to days in May. honestly the biggest thing I learned is that handover is where patients get hurt or get saved. those 10 minutes at 7am matter more than the whole shift sometimes.",
    facts: ["12 years", "May", "10 minutes", "7am"],
    instructions: ["more professional please", "shorter", "add two hashtags"],
  },
  {
    id: "b11-bakery-afternoon-croissants",
    author: { kind: "company", name: "Crumb & Co Bakery", industry: "Bakery" },
    category: "Learning Insights",
    mode: "template",
    templateId: "learning-data-surprise",
    tone: "Funny",
    userInput:
      "tracked: sales by hour for 90 days, surprise: 31% of croissants sell after 3pm, change: we added a second bake at 1pm, where: our Mill Street shop",
    facts: ["90 days", "31%", "3pm", "1pm", "Mill Street"],
    instructions: ["less stiff, more chatty", "add hashtags", "under 500 characters"],
  },
  {
    id: "b12-cs-student-internship-rejections",
    author: { kind: "person", name: "Kwame Asante", role: "Computer science student", industry: "Higher education" },
    category: "Learning Insights",
    mode: "reference",
    reference:
      "I sent my portfolio out 52 times.\n\n52.\n\nSome agencies replied in a day.\nMost never replied.\nOne replied eight months later to say the role was filled.\n\nI rewrote my case studies four times.\nI cut the ones I loved.\nI kept the ones that showed results.\n\nIn March, a small agency in Manchester said yes.\n\nI'm not sharing this because I'm special.\nI'm sharing it because last year I thought everyone else got a yes on the first try.\n\nThey didn't.\n\nKeep sending it.",
    tone: "Motivational",
    userInput: "got rejected from 37 internships this year and finally got an offer from Shopify last Friday, want it in this style",
    facts: ["37 internships", "Shopify", "last Friday"],
    instructions: ["make it a bit longer", "add 2 hashtags", "open with a question"],
  },

  // Lessons from Mistakes
  {
    id: "b13-pet-food-founder-subscription-flop",
    author: { kind: "person", name: "Sophie Laurent", role: "Founder", industry: "Pet food e-commerce" },
    category: "Lessons from Mistakes",
    mode: "template",
    templateId: "mistakes-launch-flop",
    tone: "Funny",
    userInput:
      "- launched our cat treat subscription in Nov\n- spent €18k on ads before talking to a single cat owner\n- 41 signups total\n- turns out cats don't care and their owners hate commitment\n- relaunched as one-off packs, sold 600 in Feb",
    facts: ["€18k", "41 signups", "600", "Feb"],
    instructions: ["make it shorter", "remove the emoji", "end with a question for other founders"],
  },
  {
    id: "b14-agency-vanity-metrics",
    author: { kind: "company", name: "Northwind Creative", industry: "Marketing agency" },
    category: "Lessons from Mistakes",
    mode: "reference",
    reference:
      "Have you ever lost a client and only understood why six months later?\n\nIt happened to me in 2021.\n\nI was running a two-person consultancy. We were busy, we were proud, and we said yes to every extra request from our biggest customer, a regional retailer.\n\nWhat we never did was write down what \"done\" meant.\n\nScope grew. Deadlines slipped by days, then weeks. Nobody complained out loud, until the renewal email simply didn't come.\n\nWhat I changed afterwards:\n→ Every project now starts with a one-page scope both sides sign.\n→ Any new request gets a price and a date before we start it.\n→ We review scope with the client every 30 days.\n\nLosing that account stung. It also made us a better business.\n\nWhat's a loss that changed how you work?",
    tone: "Professional",
    userInput:
      "We lost a retainer client last year because we reported vanity metrics for 9 months and never tied anything to revenue. Since then every report we send starts with pipeline and cost per lead. Client retention went from 68% to 91% across our 23 accounts.",
    facts: ["9 months", "68%", "91%", "23 accounts"],
    instructions: ["more formal", "under 700 characters", "add 3 hashtags"],
  },
  {
    id: "b15-tech-recruiter-take-home-hire",
    author: { kind: "person", name: "Elena Kowalski", role: "Technical recruiter", industry: "Tech recruitment" },
    category: "Lessons from Mistakes",
    mode: "template",
    templateId: "mistakes-hiring",
    tone: "Anecdote",
    userInput:
      "hired a senior dev in 2022 purely on a brilliant take-home test, he left after 4 months because we never talked about how the team actually worked",
    facts: ["2022", "4 months"],
    instructions: ["more casual", "add a question at the end", "punchier first line"],
  },
  {
    id: "b16-chef-truffle-order",
    author: { kind: "person", name: "Luca Bianchi", role: "Head chef", industry: "Restaurants" },
    category: "Lessons from Mistakes",
    mode: "blank",
    tone: "Anecdote",
    userInput:
      "mistake: ordered 4kg of white truffles for a tasting menu nobody booked, when: October 2023, cost: about £9,000, lesson: test a menu for 2 nights before buying big, restaurant: Osteria Vento",
    facts: ["4kg", "October 2023", "£9,000", "2 nights", "Osteria Vento"],
    instructions: ["make it shorter", "translate to Italian", "no emojis"],
  },

  // Inspirational Stories
  {
    id: "b17-warehouse-to-data-analyst",
    author: { kind: "person", name: "Denise Carter", role: "Data analyst", industry: "Retail" },
    category: "Inspirational Stories",
    mode: "template",
    templateId: "inspire-late-start",
    tone: "Motivational",
    userInput:
      "I spent 15 years working in a warehouse and started learning SQL at 41 on my lunch breaks. Took me 2 years of evenings. Last month I started as a data analyst at the same company, Halden Retail. My old shift manager Gary was the first to congratulate me.",
    facts: ["15 years", "41", "2 years", "Halden Retail", "Gary"],
    instructions: ["make the hook stronger", "a bit shorter", "add hashtags"],
  },
  {
    id: "b18-food-bank-freezer-rescue",
    author: { kind: "company", name: "Eastside Community Food Bank", industry: "Nonprofit (food security)" },
    category: "Inspirational Stories",
    mode: "template",
    templateId: "inspire-team-pulled-it-off",
    tone: "Motivational",
    userInput:
      "- freezer broke the friday before thanksgiving\n- 3,200 lbs of turkey at risk\n- 26 volunteers showed up on 2 hours notice\n- the ice rink down the road (Polar Arena) lent us their cold room\n- every family still got their meal",
    facts: ["3,200 lbs", "26 volunteers", "2 hours", "Polar Arena"],
    instructions: ["a bit longer please", "more formal", "remove the emojis"],
  },
  {
    id: "b19-med-device-rep-surgeon-yes",
    author: { kind: "person", name: "Marcus Reid", role: "Sales representative", industry: "Medical devices" },
    category: "Inspirational Stories",
    mode: "reference",
    reference:
      "\"Come back when you have customers.\"\n\nThat's what the first investor told me in 2019. The second said the market was too small. The third didn't show up.\n\nBy the time I'd had 23 meetings, I had a folder of polite rejections and a co-founder asking if we should quit.\n\nMeeting 24 was with an angel called Ruth, who ran a chain of garden centres. She didn't ask about our TAM. She asked to see the product running in one real shop.\n\nWe didn't have one. So we spent a month getting it into her nearest branch.\n\nShe invested £150k that autumn.\n\nI used to think persistence meant asking the same thing louder. It doesn't. It means changing what you bring to the table each time you come back.\n\nWho was your Ruth?",
    tone: "Anecdote",
    userInput:
      "rewrite this in my own voice, about the surgeon who said no to me 11 times. Dr Hollis in Denver finally agreed to a trial of our stapler in June and now her hospital orders every month",
    facts: ["11 times", "Dr Hollis", "Denver", "June"],
    instructions: ["make it shorter", "start with a question", "no emojis please"],
  },
  {
    id: "b20-vet-clinic-thank-you-card",
    author: { kind: "company", name: "Willow Lane Veterinary Clinic", industry: "Veterinary care" },
    category: "Inspirational Stories",
    mode: "blank",
    tone: "Anecdote",
    userInput: "a 9 year old girl named Ava sent us a hand drawn card thanking Dr Patel for saving her rabbit Biscuit, it's now on the wall in reception",
    facts: ["9 year old", "Ava", "Dr Patel", "Biscuit"],
    instructions: ["make it shorter", "add two hashtags", "more casual"],
  },

  // Personal Experiences
  {
    id: "b21-hr-manager-burnout",
    author: { kind: "person", name: "Claire Dubois", role: "HR manager", industry: "Pharmaceuticals" },
    category: "Personal Experiences",
    mode: "template",
    templateId: "personal-burnout",
    tone: "Anecdote",
    userInput:
      "want to write honestly about burning out last year without it turning into a pity post. HR people burn out too and nobody really talks about it because we're supposed to be the ones fixing it for everyone else",
    facts: [],
    instructions: ["shorter please", "end with a question", "under 500 chars"],
  },
  {
    id: "b22-junior-game-dev-first-week",
    author: { kind: "person", name: "Ethan Cole", role: "Junior game developer", industry: "Video games" },
    category: "Personal Experiences",
    mode: "template",
    templateId: "personal-first-week",
    tone: "Funny",
    userInput:
      "- first week at Lumen Games\n- broke the build on day 2\n- my lead Sarah said everyone does it once (i did it twice)\n- shipped a 1-line fix that went live on Friday\n- learned where the good coffee is",
    facts: ["Lumen Games", "day 2", "Sarah", "1-line fix", "Friday"],
    instructions: ["keep it under 500 characters", "add 3 hashtags", "start with a question"],
  },
  {
    id: "b23-consultant-works-on-trains",
    author: { kind: "person", name: "Oliver Grant", role: "Management consultant", industry: "Management consulting" },
    category: "Personal Experiences",
    mode: "blank",
    tone: "Funny",
    userInput: "thinking of posting about how I do my best work on trains and everyone on my team thinks I'm mad",
    facts: [],
    instructions: ["punchier first line", "a bit longer", "add a question at the end", "remove the emoji"],
  },
  {
    id: "b24-architect-school-day",
    author: { kind: "person", name: "Amira Haddad", role: "Architect", industry: "Architecture" },
    category: "Personal Experiences",
    mode: "reference",
    reference:
      "Last Wednesday I swapped my IDE for a headset.\n\nI spent a full day shadowing our customer support team. Here is how it went.\n\n9:00 — First call. A pharmacist couldn't find the export button. I built that screen.\n11:30 — Fourth ticket about the same date format. I had called it \"an edge case\" in review.\n14:00 — A customer thanked Jenna for fixing in 3 minutes something that had blocked her for a week.\n16:45 — I stopped taking notes and just listened.\n\nI've been an engineer for 11 years. I have never learned so much about our product in a single day.\n\nWe now rotate every engineer through support one day a quarter.\n\nIf you build things for people, go and sit next to the people who hear about it when those things break.",
    tone: "Professional",
    userInput:
      "use this post's format for my own story: 8 years designing schools and I'd never sat through a full school day in one until last month in Leeds. spent 6 hours with a year 4 class and changed 3 things in our next design",
    facts: ["8 years", "Leeds", "6 hours", "year 4", "3 things"],
    instructions: ["more professional", "under 800 characters", "add hashtags"],
  },

  // Debunking Myths
  {
    id: "b25-dietitian-food-myths",
    author: { kind: "person", name: "Rachel Kim", role: "Registered dietitian", industry: "Nutrition" },
    category: "Debunking Myths",
    mode: "template",
    templateId: "myths-5-myths",
    tone: "Funny",
    userInput:
      "- carbs after 6pm don't magically turn into fat\n- you don't need 8 glasses of water if you eat actual food\n- detox teas mostly detox your wallet\n- eggs are fine, stop fighting about eggs\n- 10 years in clinic and I still get asked all of these weekly",
    facts: ["6pm", "8 glasses", "10 years"],
    instructions: ["more casual", "add a question at the end", "keep it below 600 chars"],
  },
  {
    id: "b26-security-firm-small-business-myth",
    author: { kind: "company", name: "Sentinel Grid Security", industry: "Cybersecurity" },
    category: "Debunking Myths",
    mode: "template",
    templateId: "myths-data-check",
    tone: "Professional",
    userInput:
      "belief: small businesses are too small to be targeted\ndata: 212 incident responses we ran in 2024\nfinding: 58% were companies with under 50 staff\nmost common way in: one reused password",
    facts: ["212", "2024", "58%", "50 staff"],
    instructions: ["make the hook stronger", "shorter", "add 3 hashtags", "no emojis"],
  },
  {
    id: "b27-estate-agent-timing-market",
    author: { kind: "person", name: "Nadia Flores", role: "Real estate agent", industry: "Residential property" },
    category: "Debunking Myths",
    mode: "blank",
    tone: "Motivational",
    userInput:
      "people keep telling first time buyers to wait until prices drop. I want to explain why trying to time the market is mostly a myth, calm tone, not preachy, and not like I'm just trying to sell houses",
    facts: [],
    instructions: ["more formal", "end with a question for readers", "translate to Portuguese"],
  },
  {
    id: "b28-social-media-manager-daily-posting",
    author: { kind: "person", name: "Jade Thompson", role: "Social media manager", industry: "Beauty and cosmetics" },
    category: "Debunking Myths",
    mode: "template",
    templateId: "myths-linkedin-posting",
    tone: "Motivational",
    userInput:
      "tired of people saying you have to post every single day to grow on here. I post when I actually have something to say and it works fine for me. want to push back on that without sounding bitter",
    facts: [],
    instructions: ["less stiff", "add hashtags", "make it shorter"],
  },

  // Achievements and Milestones
  {
    id: "b29-invoicing-saas-10k-accounts",
    author: { kind: "company", name: "Tallyo", industry: "SaaS (invoicing software)" },
    category: "Achievements and Milestones",
    mode: "template",
    templateId: "milestone-business-number",
    tone: "Motivational",
    userInput:
      "we just passed 10,000 paying accounts, took us 4 years, started with 3 people in a flat in Tallinn and the first customer was a window cleaner named Mart",
    facts: ["10,000", "4 years", "3 people", "Tallinn", "Mart"],
    instructions: ["add a question at the end", "more professional please", "under 700 chars"],
  },
  {
    id: "b30-civil-engineer-pe-license",
    author: { kind: "person", name: "Samuel Osei", role: "Civil engineer", industry: "Infrastructure" },
    category: "Achievements and Milestones",
    mode: "template",
    templateId: "milestone-certification",
    tone: "Professional",
    userInput:
      "cert: PE license (civil)\nattempts: passed on the 2nd try\nstudy time: ~300 hours over 5 months\nthanks to: my mentor Linda Park at the county roads dept",
    facts: ["PE license", "2nd try", "300 hours", "5 months", "Linda Park"],
    instructions: ["make it more casual", "add two hashtags", "shorter"],
  },
  {
    id: "b31-bike-frame-maker-ten-years",
    author: { kind: "company", name: "Keel Cycles", industry: "Bicycle manufacturing" },
    category: "Achievements and Milestones",
    mode: "reference",
    reference:
      "15 years ago today, we printed our first job: 200 wedding invitations, one of them with the groom's name spelled wrong.\n\nThen: one second-hand press, two founders, a leaking roof.\nNow: 19 people, four presses, and a roof that mostly holds.\n\nThen: we said yes to anything with ink on it.\nNow: we say no to a lot, so we can say a proper yes to the right jobs.\n\nThen: we proofread once.\nNow: we proofread three times. (Sorry, Daniel.)\n\nThank you to every customer who stuck with us through the early mistakes, and to the team who show up every morning and make this place what it is.\n\nHere's to the next 15.",
    tone: "Anecdote",
    userInput:
      "- 10 years making steel frames in Sheffield\n- started in a rented garage with one welding torch\n- 7,400 frames shipped\n- our first welder Tom still works here\n- want it like the reference but about us",
    facts: ["10 years", "Sheffield", "7,400 frames", "Tom"],
    instructions: ["a little longer", "add hashtags", "end with a question"],
  },
  {
    id: "b32-wedding-photographer-decade",
    author: { kind: "person", name: "Mei Chen", role: "Wedding photographer", industry: "Photography" },
    category: "Achievements and Milestones",
    mode: "blank",
    tone: "Funny",
    userInput:
      "10 years self employed as of this week!! 412 weddings, one groom who fainted, zero missed first kisses. started with a borrowed Canon 5D and a lot of optimism. want to thank the couples who trusted me when I had no portfolio",
    facts: ["10 years", "412 weddings", "Canon 5D"],
    instructions: ["too long, cut it down", "no emojis", "add a question at the end"],
  },

  // Practical Tips
  {
    id: "b33-exec-assistant-meeting-rules",
    author: { kind: "person", name: "Beatriz Costa", role: "Executive assistant", industry: "Investment management" },
    category: "Practical Tips",
    mode: "template",
    templateId: "tips-shorter-meetings",
    tone: "Funny",
    userInput:
      "- I run the calendars for 4 execs\n- default meetings are now 25 min not 30\n- no agenda = I decline it (politely-ish)\n- standing 1:1s moved to every 2 weeks\n- we got back about 6 hours per exec per week",
    facts: ["4 execs", "25 min", "2 weeks", "6 hours"],
    instructions: ["shorter", "add 3 hashtags", "open with a question"],
  },
  {
    id: "b34-career-coach-raise-rules",
    author: { kind: "person", name: "Hugo Martins", role: "Career coach", industry: "Career coaching" },
    category: "Practical Tips",
    mode: "template",
    templateId: "tips-asking-for-raise",
    tone: "Motivational",
    userInput:
      "clients coached on raises: 60 this year, avg increase: 12%, rule 1: ask in writing first then talk, rule 2: bring 3 wins with numbers, rule 3: never apologise for asking",
    facts: ["60", "12%", "3 wins"],
    instructions: ["make it shorter", "more casual", "make the hook stronger", "add two hashtags"],
  },
  {
    id: "b35-insurance-broker-renewal-checks",
    author: { kind: "company", name: "Fairway Insurance Brokers", industry: "Insurance brokerage" },
    category: "Practical Tips",
    mode: "reference",
    reference:
      "Your car lease ends in 90 days. Here's what nobody tells you.\n\nI've handled lease returns for 8 years, and the same surprises come up every month.\n\nBefore the inspection:\n• Photograph every panel in daylight, with a date stamp.\n• Book a smart repair for any scuff bigger than a coin. It's usually cheaper than the penalty.\n• Find both keys. A missing key can cost more than a dent.\n\nOn the day:\n• Be there. Don't let the inspection happen without you.\n• Ask for the report before you sign anything.\n\nAfterwards:\n• Challenge charges within 14 days. Many get reduced when you ask.\n\nLast year our clients saved an average of £640 just by doing the first three.\n\nSave this for when your return letter arrives.",
    tone: "Professional",
    userInput:
      "topic: 5 things to check before your home insurance renews\nwhy now: renewals spike in September\nstat: 1 in 4 of our clients were underinsured by over £20k\nwant: same structure as the reference post",
    facts: ["5 things", "September", "1 in 4", "£20k"],
    instructions: ["more formal", "cut it to under 600 characters", "add a question at the end"],
  },
  {
    id: "b36-pilot-jet-lag-trick",
    author: { kind: "person", name: "Rob Ellis", role: "Airline pilot", industry: "Aviation" },
    category: "Practical Tips",
    mode: "blank",
    tone: "Anecdote",
    userInput:
      "14 years flying long haul and the only jet lag trick that works for me: eat on destination time from the moment I board, even if it's breakfast over Greenland",
    facts: ["14 years", "Greenland"],
    instructions: ["expand it a bit", "add hashtags", "start with a question", "less formal"],
  },
  {
    id: "b37-sdr-cold-email-length",
    author: { kind: "person", name: "Tyler Brooks", role: "Sales development rep", industry: "B2B software sales" },
    category: "Practical Tips",
    mode: "reference",
    reference:
      "Your connection request is getting ignored. Here's probably why.\n\nBad:\n\"Hi, I'd love to add you to my professional network.\"\n\nBetter:\n\"Hi Sam, loved your talk on warehouse robotics at LogiMAT. The bit about pick rates stuck with me. Would be great to connect.\"\n\nThe difference:\n- It proves you're a real person who paid attention.\n- It's specific enough to be flattering, short enough to read in 5 seconds.\n- It asks for nothing.\n\nI tested this over 200 requests last spring. Generic notes got 31% accepted. Specific ones got 74%.\n\nNobody owes you a click. Give them a reason.",
    tone: "Funny",
    userInput:
      "do this one but for cold emails. my stuff: cut my emails to 3 sentences, reply rate went from 2% to 9% in 6 weeks, best subject line was literally just the prospect's company name",
    facts: ["3 sentences", "2%", "9%", "6 weeks"],
    instructions: ["shorter", "punchier opening line", "add two hashtags"],
  },

  // News Updates
  {
    id: "b38-battery-recycler-series-a",
    author: { kind: "company", name: "Cellcycle", industry: "Battery recycling" },
    category: "News Updates",
    mode: "template",
    templateId: "news-funding-round",
    tone: "Professional",
    userInput:
      "round: €12M Series A\nled by: Baltic Green Ventures\nuse of funds: second plant in Gdańsk + 40 new hires\nwhat we do: recover 95% of the lithium from used EV batteries",
    facts: ["€12M", "Baltic Green Ventures", "Gdańsk", "40 new hires", "95%"],
    instructions: ["more casual", "under 900 characters", "add 3 hashtags"],
  },
  {
    id: "b39-brewery-taproom-opening",
    author: { kind: "company", name: "Old Ferry Brewing Co.", industry: "Craft brewing" },
    category: "News Updates",
    mode: "template",
    templateId: "news-company-announcement",
    tone: "Funny",
    userInput:
      "news: we're opening a taproom, where: the old fire station on Quay Road, opening: Saturday 14 June, first 100 people: free pint, dogs: very welcome",
    facts: ["Quay Road", "Saturday 14 June", "100 people"],
    instructions: ["keep it below 500 chars", "add hashtags", "a bit more formal"],
  },
  {
    id: "b40-accessibility-consultant-eaa",
    author: { kind: "person", name: "Ingrid Solberg", role: "Accessibility consultant", industry: "Digital accessibility" },
    category: "News Updates",
    mode: "reference",
    reference:
      "New rule, plain English. 🧾\n\nFrom 1 March, every restaurant in our borough has to separate food waste from general waste. I've had 30 messages about it this week, so here are the answers in one place.\n\nWho does it apply to?\nAny business that serves or sells food on site, including cafés and pubs.\n\nWhat do I actually need to do?\nGet a separate caddy, book a food waste collection, keep the collection receipts.\n\nWhat if I don't?\nThe council can issue a fixed penalty, but they've said the first 6 months are about guidance, not fines.\n\nWill it cost me more?\nFor most small kitchens, no. Food waste collections are often cheaper than general waste by weight.\n\nAnything I've missed? Drop it in the comments and I'll answer.",
    tone: "Professional",
    userInput:
      "like the reference but about the European Accessibility Act. it applies from 28 June 2025, covers e-commerce, banking apps and e-books, micro-enterprises under 10 staff are mostly exempt for services",
    facts: ["European Accessibility Act", "28 June 2025", "10 staff"],
    instructions: ["more casual", "shorter", "end with a question"],
  },
  {
    id: "b41-agronomist-drip-irrigation-report",
    author: { kind: "person", name: "Pieter van Dijk", role: "Agronomist", industry: "Agriculture" },
    category: "News Updates",
    mode: "blank",
    tone: "Motivational",
    userInput:
      "- new soil moisture report from our co-op just came out\n- 38 farms tracked in Flevoland\n- drip irrigation farms used 27% less water this summer\n- yields basically the same\n- want farmers to see this isn't just for big operations",
    facts: ["38 farms", "Flevoland", "27%"],
    instructions: ["more formal", "add a question at the end", "a bit longer"],
  },

  // Moment Marketing contents
  {
    id: "b42-gym-new-year-crowd",
    author: { kind: "company", name: "IronHouse Gym", industry: "Fitness" },
    category: "Moment Marketing contents",
    mode: "template",
    templateId: "moment-holiday-season",
    tone: "Funny",
    userInput:
      "moment: new year resolution crowd in January, our stat: sign-ups jump 3x in week 1, honest message: come back in February too, offer: free form check with a coach, coaches: Dev and Alisha",
    facts: ["January", "3x", "February", "Dev", "Alisha"],
    instructions: ["shorter", "remove emojis", "open with a question"],
  },
  {
    id: "b43-it-services-cloud-outage",
    author: { kind: "company", name: "Keystone IT Services", industry: "IT managed services" },
    category: "Moment Marketing contents",
    mode: "template",
    templateId: "moment-outage-response",
    tone: "Professional",
    userInput:
      "Big cloud outage yesterday took down a lot of our clients' email for about 5 hours. we got 140 calls by lunchtime. want to post something calm and useful, not gloating, about having a backup comms plan. our team lead Farah wrote a one page checklist we're sharing for free",
    facts: ["5 hours", "140 calls", "Farah"],
    instructions: ["make it shorter", "more formal", "start with a question", "no emoji"],
  },
  {
    id: "b44-brand-strategist-eurovision",
    author: { kind: "person", name: "Chloe Martin", role: "Brand strategist", industry: "Branding" },
    category: "Moment Marketing contents",
    mode: "reference",
    reference:
      "Everyone spent Monday talking about the Super Bowl ads.\n\nI spent it thinking about the one I couldn't stop rewatching. It wasn't the loudest or the most expensive. It was 30 seconds, one product, and a single joke that landed.\n\nThree things it got right that any small brand can steal:\n\n1. One message. Not three. One.\n2. The product showed up in the first 5 seconds, not the last.\n3. It made me feel something before it asked me for anything.\n\nYou don't need $7 million of airtime to do any of that. You need the discipline to cut everything that isn't the point.\n\nWhich ad stuck with you, and why?",
    tone: "Motivational",
    userInput:
      "write one like this about the Eurovision final on Saturday, the winning act had 3 minutes and one clear idea and that's basically all of brand strategy",
    facts: ["Eurovision", "Saturday", "3 minutes"],
    instructions: ["more casual", "add two hashtags", "translate into Spanish"],
  },
  {
    id: "b45-bookshop-world-book-day",
    author: { kind: "company", name: "Chapter House Books", industry: "Independent bookselling" },
    category: "Moment Marketing contents",
    mode: "blank",
    tone: "Anecdote",
    userInput:
      "occasion: World Book Day this Thursday, plan: free book for the first 50 kids in costume, shop: Chapter House Books in Bristol, last year's best costume: a 6 year old dressed as the Very Hungry Caterpillar",
    facts: ["World Book Day", "50 kids", "Bristol", "6 year old"],
    instructions: ["less formal please", "add hashtags", "make it shorter"],
  },
];

export const MACHINE_TEXTS: MachineText[] = [
  {
    id: "m01-saas-launch-announcement",
    text: "I'm thrilled to announce that after 18 months of hard work, our team at Veridian Labs has officially launched PulseBoard 2.0 — and that's not all — it's a true game-changer for operations teams navigating the complexities of today's ever-evolving landscape. 🚀\n\nIn today's fast-paced world, data is no longer a luxury — it's a necessity. PulseBoard 2.0 empowers organizations to harness the power of real-time insights, streamline their workflows, and unlock unprecedented levels of efficiency. Early adopters have already reported a 37% reduction in reporting time.\n\nThis journey would not have been possible without the incredible dedication of our CTO, Marcus Feld, and the entire engineering team. Their commitment to excellence is a testament to the power of collaboration and synergy.\n\nWhether you're a startup founder or an enterprise leader, PulseBoard 2.0 is designed to elevate your decision-making and take your operations to the next level.\n\nThe future is here — and it's seamless. 💡\n\n#Innovation #Leadership #DataDriven #SaaS #ProductLaunch #DigitalTransformation #FutureOfWork #Growth #Analytics #Operations #TechForGood",
    keep: ["Veridian Labs", "PulseBoard 2.0", "18 months", "37%", "Marcus Feld"],
  },
  {
    id: "m02-cover-letter-marketing",
    text: "Dear Hiring Manager,\n\nI am excited to submit my application for the Senior Marketing Manager position at Oakridge Financial. With over 7 years of experience navigating the complexities of the ever-evolving fintech landscape, I am confident that my skills and passion make me an ideal candidate for this pivotal role.\n\nIn my current role at Brightwave Media, I spearheaded a cutting-edge campaign that increased qualified leads by 42% within six months. Moreover, I fostered cross-functional synergy between the sales and product teams, empowering them to streamline their processes and deliver seamless customer experiences. Furthermore, I managed an annual budget of $1.2M, ensuring that every dollar was leveraged strategically.\n\nIt's important to note that I am not only a data-driven strategist but also a passionate storyteller who thrives in dynamic environments. I am eager to embark on this exciting journey with Oakridge Financial and contribute to your continued success.\n\nIn conclusion, I believe my robust skill set and unwavering commitment to excellence would make me a valuable asset to your team. Thank you for considering my application. I look forward to the opportunity to delve deeper into how I can help elevate your marketing efforts.\n\nSincerely,\nJessica Alvarez",
    keep: ["Oakridge Financial", "7 years", "Brightwave Media", "42%", "$1.2M", "Jessica Alvarez"],
  },
  {
    id: "m03-productivity-tips-emoji",
    text: "💡 5 Game-Changing Productivity Tips That Will Revolutionize Your Workday 💡\n\nIn today's fast-paced world, productivity is paramount. After coaching 250+ professionals at Summit Performance Group, I've discovered the secrets to unlocking your full potential. Let's dive in! 👇\n\n✅ Harness the power of time-blocking to streamline your schedule\n✅ Leverage AI tools like Notion AI to elevate your workflow\n✅ Foster a growth mindset to navigate challenges seamlessly\n✅ Prioritize self-care — because a rested mind is a productive mind\n✅ Embrace the 2-minute rule to tackle small tasks instantly\n\nAt the end of the day, productivity isn't about doing more — it's about doing what matters. By implementing these strategies, my clients have seen an average 28% increase in output within just 30 days.\n\nWhat's your go-to productivity hack? Share in the comments below! 👇\n\n#Productivity #Leadership #GrowthMindset #TimeManagement #Success #CareerGrowth #Motivation #WorkSmarter #PersonalDevelopment",
    keep: ["250+", "Summit Performance Group", "Notion AI", "28%", "30 days"],
  },
  {
    id: "m04-marina-newsletter-intro",
    text: "Welcome to the March 2025 edition of The Harbor Herald! 🌊\n\nAs we navigate the ever-evolving landscape of coastal tourism, it's important to note that this quarter has been nothing short of transformative for Harbor Point Marina. Let's delve into the highlights.\n\nFirst and foremost, we are thrilled to share that our new waterfront pavilion officially opened on February 14, welcoming over 3,200 visitors in its first weekend alone. This cutting-edge space is a testament to our commitment to fostering community and elevating the visitor experience.\n\nAdditionally, our Events Coordinator, Daniel Reyes, has curated a robust lineup of spring activities designed to empower local businesses and unlock new opportunities for collaboration. Furthermore, we are embarking on a journey toward sustainability, with a goal of reducing single-use plastics by 50% by the end of the year.\n\nIn this issue, you'll discover insights, updates, and stories that capture the vibrant tapestry of our community. Whether you're a longtime member or a first-time visitor, there's something here for everyone.\n\nHappy reading!",
    keep: ["March 2025", "Harbor Point Marina", "February 14", "3,200", "Daniel Reyes", "50%"],
  },
  {
    id: "m05-q3-team-update",
    text: "Team Update: Q3 Highlights and the Road Ahead\n\nHi team,\n\nI hope this message finds you well. As we close out Q3, I wanted to take a moment to reflect on our incredible journey and celebrate the pivotal milestones we've achieved together.\n\nThanks to your tireless efforts, the Lisbon office successfully migrated 1,400 customer accounts to our new Atlas CRM platform — a seamless transition that is a testament to the power of teamwork. Moreover, our customer satisfaction score rose to 4.7 out of 5, underscoring our commitment to delivering robust, customer-centric solutions.\n\nLooking ahead, it's crucial that we continue to foster a culture of collaboration and innovation. In Q4, we will leverage these learnings to streamline our onboarding processes and empower every team member to take ownership of their growth.\n\nA special shoutout to Ana Ferreira, whose leadership during the migration was nothing short of exceptional.\n\nIn summary, we are well-positioned to navigate the challenges ahead and unlock even greater success. Let's keep the momentum going!\n\nBest regards,\nRichard",
    keep: ["Lisbon", "1,400", "Atlas CRM", "4.7 out of 5", "Ana Ferreira"],
  },
  {
    id: "m06-new-role-healthtech",
    text: "I'm excited to share that I'm starting a new position as Head of Customer Success at Lumora Health! 🎉\n\nThis marks the beginning of an exciting new chapter in my professional journey. Over the past 5 years at CareBridge, I've had the privilege of working alongside some of the most talented and passionate individuals in the healthcare technology realm. Together, we grew our customer base from 40 to 310 hospitals — a true testament to the power of collaboration.\n\nI am deeply grateful to my mentor, Dr. Angela Moore, whose guidance has been instrumental in shaping my approach to leadership. Her unwavering support empowered me to navigate the complexities of scaling a customer-first organization.\n\nAs I embark on this new journey, I look forward to leveraging my experience to foster meaningful relationships, elevate the patient experience, and revolutionize how healthcare providers engage with technology.\n\nHere's to new beginnings, endless learning, and making a lasting impact! 🚀\n\n#NewBeginnings #CustomerSuccess #HealthTech #Leadership #Grateful #CareerGrowth #Healthcare #Innovation #NewRole #Teamwork",
    keep: ["Head of Customer Success", "Lumora Health", "5 years", "CareBridge", "40 to 310", "Dr. Angela Moore"],
  },
  {
    id: "m07-collaboration-product-intro",
    text: "Introducing Nimbus Sync — the cutting-edge collaboration platform that's set to revolutionize the way remote teams work. 🌐\n\nIn today's ever-evolving digital landscape, teams are more distributed than ever — and that's exactly why we built Nimbus Sync. It's not just a tool — it's a complete ecosystem designed to foster seamless communication, streamline project management, and empower teams to achieve more.\n\nKey features include:\n🔥 Real-time document co-editing with zero lag\n🔥 AI-powered meeting summaries that save up to 5 hours per week\n🔥 Robust integrations with Slack, Jira, and over 60 other tools\n🔥 Enterprise-grade security you can trust\n\nAvailable starting October 1 at just $9 per user per month, Nimbus Sync is the game-changer your team has been waiting for.\n\nWhether you're a small startup or a global enterprise, Nimbus Sync will help you unlock your team's full potential and take collaboration to the next level.\n\nReady to elevate your workflow? Let's build the future of work — together.",
    keep: ["Nimbus Sync", "5 hours", "Slack", "October 1", "$9 per user per month"],
  },
  {
    id: "m08-ai-in-hiring-thought-piece",
    text: "Let's delve into one of the most pivotal conversations shaping the modern workplace: the role of AI in talent acquisition.\n\nIn today's fast-paced hiring landscape, organizations are increasingly leveraging artificial intelligence to streamline recruitment and unlock unprecedented efficiencies. According to a recent survey by TalentPulse, 64% of HR leaders plan to adopt AI-driven screening tools by 2026.\n\nHowever, it's important to note that technology alone is not a silver bullet. The true power of AI lies not only in its ability to automate repetitive tasks but also in its potential to empower recruiters to focus on what truly matters — building authentic human connections.\n\nAt Meridian People Partners, we believe that the future of hiring is a rich tapestry woven from both cutting-edge innovation and timeless human insight. Moreover, fostering trust and transparency throughout the candidate journey is paramount.\n\nIn conclusion, embracing AI is no longer optional — it's a strategic imperative. The organizations that harness its potential thoughtfully will be the ones that thrive in the ever-evolving world of work.\n\nWhat are your thoughts? Let's continue the conversation in the comments below. 👇",
    keep: ["TalentPulse", "64%", "2026", "Meridian People Partners"],
  },
  {
    id: "m09-failed-startup-lessons",
    text: "Failure is not the opposite of success — it's a stepping stone to it. 💪\n\nThree years ago, I launched my first startup, GreenCart, with a vision to revolutionize sustainable grocery delivery in Austin. Despite raising $250,000 in seed funding, we were forced to shut down after just 14 months.\n\nAt the time, it felt like the end of the world. But looking back, it was one of the most pivotal moments of my professional journey. Here are the key lessons I learned:\n\n👉 Validate your market before scaling — passion alone is not enough\n👉 Surround yourself with a robust team that complements your strengths\n👉 Cash flow is paramount — always know your runway\n👉 Embrace feedback as a gift, not a threat\n\nToday, as the founder of Loop Logistics, I leverage these hard-earned insights every single day. Every setback is an opportunity to grow, learn, and elevate your game.\n\nAt the end of the day, resilience is the ultimate competitive advantage. Remember: it's not about how many times you fall — it's about how many times you rise. 🌟\n\n#Entrepreneurship #StartupLife #Resilience #Leadership #Failure #GrowthMindset #Founder #LessonsLearned #Motivation #Success #Startups #Innovation",
    keep: ["GreenCart", "Austin", "$250,000", "14 months", "Loop Logistics"],
  },
  {
    id: "m10-conference-recap-berlin",
    text: "What an incredible experience at TechForward Summit 2024 in Berlin! 🌟\n\nOver the course of three inspiring days, I had the privilege of connecting with over 2,000 industry leaders, innovators, and visionaries who are shaping the future of technology. The energy was truly electric — and the insights were nothing short of transformative.\n\nMy key takeaways:\n\n💡 AI is no longer the future — it's the present, and organizations must adapt to stay competitive\n💡 Sustainability and innovation go hand in hand in the ever-evolving tech landscape\n💡 Fostering diverse teams is crucial for unlocking creative potential\n\nA special thank you to keynote speaker Dr. Priya Nair, whose talk on ethical AI was a masterclass in thought leadership. Her insights will undoubtedly stay with me as I continue to navigate this exciting journey.\n\nI'm excited to bring these learnings back to my team at Cobalt Systems and leverage them to drive meaningful impact.\n\nWho else attended? I'd love to hear your biggest takeaways! 👇\n\n#TechForward2024 #Innovation #AI #Leadership #Networking #Berlin #FutureOfTech #Sustainability #DiversityAndInclusion #ThoughtLeadership",
    keep: ["TechForward Summit 2024", "Berlin", "2,000", "Dr. Priya Nair", "Cobalt Systems"],
  },
  {
    id: "m11-architecture-award",
    text: "We are beyond honored to announce that Redwood & Finch Architects has been named Sustainable Design Firm of the Year at the 2025 Northern Build Awards in Manchester! 🏆\n\nThis prestigious recognition is a testament to the unwavering dedication, creativity, and passion of our incredible team of 48 architects and designers. Over the past decade, we have remained steadfast in our mission to revolutionize the built environment through cutting-edge, sustainable solutions.\n\nOur award-winning project, the Ashgrove Community Centre, reduced operational carbon emissions by 62% while fostering a vibrant hub for local residents. It's a powerful reminder that thoughtful design can not only transform spaces but also elevate entire communities.\n\nWe would like to extend our heartfelt gratitude to our clients, partners, and collaborators who have joined us on this remarkable journey. Together, we are building a greener, more resilient future — one project at a time.\n\nHere's to pushing boundaries and continuing to make a difference! 🌱",
    keep: ["Redwood & Finch Architects", "2025 Northern Build Awards", "Manchester", "48 architects", "Ashgrove Community Centre", "62%"],
  },
  {
    id: "m12-payroll-cold-email",
    text: "Subject: Unlock the Power of Seamless Payroll with PayNest\n\nHi Michael,\n\nI hope this email finds you well! I came across Halvorsen Manufacturing and was truly impressed by your commitment to innovation in the ever-evolving industrial landscape.\n\nIn today's fast-paced business environment, managing payroll for a growing workforce can be a complex and time-consuming endeavor. That's where PayNest comes in. Our cutting-edge platform empowers HR teams to streamline payroll processes, reduce errors, and ensure compliance — all in one seamless solution.\n\nCompanies like yours have seen remarkable results:\n✅ 45% reduction in payroll processing time\n✅ Near-zero compliance errors\n✅ Savings of up to $18,000 annually\n\nI'd love to explore how PayNest can help Halvorsen Manufacturing take its operations to the next level. Would you be open to a quick 15-minute call next Tuesday to delve into the possibilities?\n\nLooking forward to connecting!\n\nBest regards,\nSarah Lindqvist\nAccount Executive, PayNest",
    keep: ["PayNest", "Michael", "Halvorsen Manufacturing", "45%", "$18,000", "Sarah Lindqvist"],
  },
  {
    id: "m13-education-charity-appeal",
    text: "Every child deserves the chance to dream — and that's not all — they deserve the tools to make those dreams a reality. 📚\n\nAt Bright Futures Foundation, we are embarking on an ambitious journey to transform education across rural Kenya. This year, thanks to the unwavering generosity of our donors, we distributed 12,000 books to 85 schools, empowering young minds and fostering a lifelong love of learning.\n\nBut our work is far from over. It's crucial that we continue to navigate the complexities of educational inequality with compassion, innovation, and determination. Our goal for 2025 is to raise $500,000 to build 10 new community libraries.\n\nWhether you're a long-time supporter or discovering our mission for the first time, your contribution can make a pivotal difference. Together, we can weave a brighter tapestry of opportunity for generations to come.\n\nJoin us in making a lasting impact. Every donation counts — every child matters. 💛\n\n#Education #Philanthropy #NonProfit #GiveBack #Kenya #Literacy #SocialImpact #ChildrenFirst #Community #MakeADifference",
    keep: ["Bright Futures Foundation", "Kenya", "12,000 books", "85 schools", "$500,000"],
  },
  {
    id: "m14-book-takeaways",
    text: "I recently finished reading \"The Momentum Mindset\" by Daniel Ortega, and I have to say — it was an absolute game-changer. 📖\n\nIn a world where we're constantly bombarded with distractions, this book offers a refreshing perspective on how to harness the power of small, consistent actions to achieve extraordinary results. Here are my top three takeaways:\n\n1️⃣ Progress over perfection: Embrace imperfection and focus on continuous improvement.\n2️⃣ The 1% rule: Getting just 1% better each day compounds into a 37x improvement over a year.\n3️⃣ Environment shapes behavior: Curate your surroundings to foster productivity and growth.\n\nWhat truly resonated with me is the idea that success is not a destination but a journey. Moreover, the author's insights on building robust habits are invaluable for anyone looking to elevate their personal and professional life.\n\nWhether you're an aspiring entrepreneur or a seasoned executive, this book is a must-read. I highly recommend adding it to your reading list for 2025!\n\nHave you read it? I'd love to hear your thoughts! 💬",
    keep: ["The Momentum Mindset", "Daniel Ortega", "1%", "37x", "2025"],
  },
  {
    id: "m15-cloud-migration-myth",
    text: "Myth: Cloud migration is too expensive for mid-sized businesses. 🚫\n\nReality: It's not just affordable — it's transformative — and that's not all — it's the foundation for everything that comes next.\n\nAt Stratus Consulting, we've helped over 120 mid-market companies across Toronto and Vancouver seamlessly transition to the cloud, and the results speak for themselves. On average, our clients reduce their IT infrastructure costs by 31% within the first 18 months.\n\nIt's important to note that cloud migration is not a one-size-fits-all endeavor. It requires careful planning, robust security protocols, and a partner who truly understands the intricacies of your business. That's where we come in.\n\nOur proven framework empowers organizations to navigate the complexities of digital transformation with confidence — minimizing disruption while maximizing value. Furthermore, we provide ongoing support to ensure your infrastructure continues to evolve alongside your business.\n\nDon't let outdated myths hold your organization back. The future is in the cloud — and it's more accessible than ever.\n\nReady to take the leap? Let's talk. 💬",
    keep: ["Stratus Consulting", "120", "Toronto", "31%", "18 months"],
  },
  {
    id: "m16-boutique-holiday-post",
    text: "As we embrace the magic of the holiday season, we at Maple & Thread want to take a moment to express our heartfelt gratitude to our incredible community. 🎄✨\n\nThis year has been a remarkable journey. From opening our second boutique in Portland to welcoming over 8,500 new customers, every milestone has been a testament to the unwavering support of people like you.\n\nIn the spirit of giving, we're thrilled to announce our Holiday Kindness Initiative: for every order placed between December 1 and December 24, we'll donate 10% of proceeds to Portland Warm Coats, helping families stay cozy this winter. ❄️\n\n🎁 Exclusive gift bundles curated with love\n🎁 Free gift wrapping on all orders\n🎁 Complimentary shipping over $75\n\nAt the end of the day, the holidays are about more than just gifts — they're about connection, community, and creating memories that last a lifetime.\n\nFrom our family to yours, wishing you a season filled with joy, warmth, and endless inspiration. 💝\n\n#HolidaySeason #ShopSmall #GivingBack #Portland #SmallBusiness #HolidayGifts #Community #Gratitude #Sustainable #ShopLocal #Kindness",
    keep: ["Maple & Thread", "Portland", "8,500", "December 1", "10%", "Portland Warm Coats"],
  },
  {
    id: "m17-developer-tools-stack",
    text: "Unlock the full potential of your development workflow with these 3 cutting-edge tools! 🛠️\n\nAs a software engineer with over 9 years of experience at Quantix, I've experimented with countless tools in the ever-evolving realm of software development. Here are the ones that have truly revolutionized the way I work:\n\n🚀 Cursor — an AI-powered code editor that seamlessly integrates into your workflow and boosts productivity by up to 40%\n🚀 Linear — a robust project management tool that streamlines sprint planning and fosters team alignment\n🚀 Raycast — a game-changing launcher that empowers you to navigate your machine with unparalleled efficiency\n\nIt's crucial to remember that tools are only as powerful as the way you leverage them. Moreover, investing time in mastering your toolkit is paramount to taking your engineering career to the next level.\n\nIn summary, the right tools don't just save time — they elevate your entire craft.\n\nWhat tools are in your stack? Let me know below! 👇\n\n#SoftwareEngineering #DeveloperTools #Productivity #AI #Coding #Tech #DevLife #Programming #Engineering",
    keep: ["9 years", "Quantix", "Cursor", "40%", "Linear", "Raycast"],
  },
];
