/**
 * Onboarding personas for the calendar planner evaluation. Each one is a member as the product
 * receives them: the questionnaire, optionally Ziva's five typed/spoken answers (one per material
 * kind, in order), and optionally a phone-call transcript exactly as the voice provider sends it.
 *
 * Quality varies on purpose: some answers are rich, some are thin or generic, and some are raw
 * speech recognition (no punctuation, fillers). Transcripts use every speaker-label form the
 * planner has to cope with: "AI:/User:", "Assistant:/Customer:", "Bot:/User:", "Ziva:/You:",
 * "Ziva:/<member name>:", "Agent:/User:", "[hh:mm:ss] AI:", "mm:ss User:", and unlabelled
 * continuation lines. Interviewer lines use recognisable phrasing ("Who do you want to reach on
 * LinkedIn?", "Thanks, that's really helpful", "Great. Next question:") so leaks can be detected.
 */

export type MaterialKind = "story" | "lesson" | "opinion" | "result" | "question";
export type Persona = {
  id: string; // kebab-case, unique
  profileType: "individual" | "company";
  name: string; // the member's name, or the company's name for company pages
  questionnaire: { targetAudience: string; mainGoals: string; websiteUrl?: string; specificPromotions?: string };
  /** Typed answers to Ziva's five questions (one per kind, in this order: story, lesson, opinion, result, question). Omit for personas who skipped Ziva. */
  ziva?: Array<{ kind: MaterialKind; answer: string }>;
  /** A phone call's transcript, as the voice provider sends it. Omit for personas who did not take the call. */
  phoneTranscript?: string;
};

export const PERSONAS: Persona[] = [
  // 1. Fractional COO: rich Ziva answers, a numbered list, quoted speech.
  {
    id: "priya-raman-fractional-coo",
    profileType: "individual",
    name: "Priya Raman",
    questionnaire: {
      targetAudience: "Founders and COOs of 20–200 person B2B companies (IT services, engineering consultancies) whose ops break as they scale",
      mainGoals: "Book 2–3 discovery calls a month for my fractional COO retainer",
      websiteUrl: "https://priyaraman.co",
      specificPromotions: "",
    },
    ziva: [
      {
        kind: "story",
        answer:
          'Last March I sat in on a Monday pipeline meeting at a 60-person IT services firm in Manchester. Eleven people, 90 minutes, and nobody could say who owned the Halden Group renewal, worth £140k. The CEO, Martin, said "I thought Claire had it" and Claire was on holiday in Crete. They lost that renewal by four days. I still think about a room full of smart people with no single line saying who does what by when.',
      },
      {
        kind: "lesson",
        answer:
          "On my first retainer I rebuilt the whole ops stack in six weeks: new CRM, new project tool, new weekly cadence. By week eight almost nobody was using any of it, because nobody had asked for it. Now I change one thing at a time and I don't touch tooling for the first 30 days. My order is:\n1. Two weeks of shadowing, no recommendations.\n2. One named owner for every recurring meeting.\n3. Only then pick a single process to fix.",
      },
      {
        kind: "opinion",
        answer:
          "Most operators think a company at 50 people needs more process. I think it usually needs fewer meetings and one written decision log. Process gets added because someone got burned once, and then it never gets removed. I'd rather delete three recurring meetings than add a new approval step.",
      },
      {
        kind: "result",
        answer:
          "At a 120-person engineering consultancy in Leeds, project margin went from 18% to 27% in nine months. We moved resourcing out of spreadsheets into Float, ran a 20-minute Thursday capacity review, and started pricing change requests instead of absorbing them. The change-request piece alone was worth about £210k in the first year.",
      },
      {
        kind: "question",
        answer:
          "\"Do we need a full-time COO, or can you do it in two days a week?\" My answer: if you can't yet write down the three things a COO would own on day one, you're not ready for a full-time hire. Two days a week gets those three things written, owned and running, and then you hire against a real job description.",
      },
    ],
  },

  // 2. Dentist: phone only, "Ziva:" / "You:".
  {
    id: "tomasz-kowalski-dentist",
    profileType: "individual",
    name: "Dr Tomasz Kowalski",
    questionnaire: {
      targetAudience: "Practice owners and associate dentists in the UK, also a few dental nurses who follow me",
      mainGoals: "Get known as the dentist who talks honestly about running a mixed NHS/private practice. Eventually launch my practice-growth course",
      websiteUrl: "https://bramleydental.co.uk",
    },
    phoneTranscript: [
      "Ziva: Hi, this is Ziva from the content studio. Thanks for taking the call. It should take about ten minutes. Is now still a good time?",
      "You: Yeah, go ahead, I've got a gap between patients.",
      "Ziva: Perfect. First, who do you want to reach on LinkedIn?",
      "You: Mostly other practice owners. People who are where I was five years ago, thinking about going mixed NHS and private.",
      "Ziva: Thanks, that's really helpful. Tell me about a moment at work you still think about. What happened?",
      "You: There was a patient, I'll call her Mrs H, she was 78. She came in for a routine check in 2021 and I spotted a lesion on the side of her tongue. I referred her the same day on the two-week-wait pathway.",
      "You: It was early-stage oral cancer. She had surgery in Sheffield and she's fine now. She sends the practice a card every Christmas.",
      "Ziva: And what happened after that?",
      "You: I changed our check-up so every patient gets a full soft-tissue exam, and we write it in the notes every time, not just when we find something. It takes about 90 seconds.",
      "Ziva: Great. Next question: what's a mistake you made, or a lesson you learned the hard way?",
      "You: Hiring. In 2019 I hired an associate because he could start in two weeks. Within six months we had eleven complaints, more than the previous three years combined. Now every candidate does a paid working interview day and the nurses get a vote.",
      "Ziva: What do you believe about your work that most dentists would disagree with? Why?",
      "You: That the private fee list should be on the website. Most owners think it scares people off. We put ours up in 2022 and new private enquiries went up, not down.",
      "Ziva: What's a result you're proud of? Give me the number.",
      "You: Private revenue went from £310k to £520k in three years, and we kept the NHS contract at 7,400 UDAs. A lot of that was hiring Rachel, our hygienist, three days a week. Patients who see the hygienist come back for treatment.",
      "Ziva: Thanks. Last one: what's the question patients ask you most, and how do you answer it?",
      "You: \"Do I really need a crown?\" I show them the intraoral camera image on the screen before I answer. Once they've seen the crack themselves, it's their decision, not my sales pitch.",
      "Ziva: That's everything I need. Thanks so much, Tomasz. Your first drafts will be ready in your dashboard shortly. Have a great afternoon.",
      "You: Cheers, bye.",
    ].join("\n"),
  },

  // 3. B2B SaaS founder: Ziva answers in raw speech-recognition style.
  {
    id: "hannah-okafor-saas-founder",
    profileType: "individual",
    name: "Hannah Okafor",
    questionnaire: {
      targetAudience: "finance teams at mid-market companies, controllers and FDs mostly, 200-2000 employees",
      mainGoals: "build my founder brand so outbound gets easier, 50 demo requests from linkedin this year",
      websiteUrl: "https://ledgerline.io",
      specificPromotions: "14-day free trial of the close checklist module",
    },
    ziva: [
      {
        kind: "story",
        answer:
          "um so there was this one night in november 2022 when our biggest pilot customer a controller called dave at a logistics firm in rotterdam messaged me at like 11pm saying the reconciliation had matched 4000 transactions to the wrong period and uh i drove to the office and me and tobi our cto sat there until 4am fixing the date logic and we called him at 8 and you know he renewed for two years after that so yeah i think about that a lot",
      },
      {
        kind: "lesson",
        answer:
          "uh the big one was we built for six months before charging anyone like we had 30 people on a waitlist and i thought they were customers and then when we turned on pricing at 400 euros a month only 3 of them paid so now um we charge from the first call basically even if it's just a 500 euro paid pilot",
      },
      {
        kind: "opinion",
        answer:
          "i think month end close software shouldn't try to replace excel um everyone in fintech says kill the spreadsheet but controllers love their spreadsheets you know so we sit next to excel and just do the boring matching part and honestly that's why people actually adopt it",
      },
      {
        kind: "result",
        answer:
          "so our customers went from a 9 day close to a 4 day close on average that's across 27 companies um we got there by like focusing only on bank recs and intercompany recs and nothing else for the whole first year so yeah 9 to 4",
      },
      {
        kind: "question",
        answer:
          "uh they always ask does it work with netsuite and the answer is yes we have a native connector but um what i actually tell them is the connector takes 20 minutes the hard part is agreeing your matching rules and we do that with you on a call",
      },
    ],
  },

  // 4. Bakery: questionnaire only.
  {
    id: "hollow-oak-bakery",
    profileType: "company",
    name: "Hollow Oak Bakery",
    questionnaire: {
      targetAudience: "Local offices in Bristol that order catering, and cafe owners who might stock our sourdough",
      mainGoals: "More wholesale accounts. We have oven capacity for about 6 more cafes",
      websiteUrl: "https://hollowoakbakery.co.uk",
      specificPromotions: "Free tasting box for any cafe in BS1–BS8 in February",
    },
  },

  // 5. Logistics company: phone only, Vapi's "AI:" / "User:".
  {
    id: "brightmile-freight",
    profileType: "company",
    name: "Brightmile Freight",
    questionnaire: {
      targetAudience: "Operations and supply chain managers at UK manufacturers and wholesalers shipping 20+ pallets a week",
      mainGoals: "Fill the Q1 pipeline, ideally 15 qualified leads for contract haulage",
      websiteUrl: "https://brightmilefreight.co.uk",
      specificPromotions: "our free route audit in January",
    },
    phoneTranscript: [
      "AI: Hi, this is Ziva calling from the content studio for Brightmile Freight. Do you have about ten minutes to talk through some stories for your company page?",
      "User: Yes, that's fine. It's Dean here, I run operations.",
      "AI: Great to meet you, Dean. Who do you want to reach on LinkedIn?",
      "User: Supply chain managers at manufacturers. People shipping twenty pallets plus a week who are fed up with missed collections.",
      "AI: Thanks, that's really helpful. Tell me about a moment with a customer your team still talks about. What happened?",
      "User: The snow in December 2022. We had a customer, Hartley Ceramics in Stoke, with 36 pallets that had to be in a Birmingham distribution centre before a Christmas promotion.",
      "User: The M6 was closed, so our planner Lucy rerouted three trucks via the A50 and the M42, and the drivers did it in two relay legs.",
      "AI: And what happened after that?",
      "User: All 36 pallets landed at 5:40 in the morning, twenty minutes before the booking slot. Hartley moved their whole contract over to us in the new year.",
      "AI: Great. Next question: what's a mistake your company made, or a lesson it learned the hard way?",
      "User: We grew too fast in 2021. We took on a retail contract that needed 14 extra trucks and subcontracted half of it. Our on-time rate dropped from 97% to 88% in three months.",
      "User: Now we don't take a contract unless at least 80% of it runs on our own fleet with our own drivers.",
      "AI: What does your company believe about your industry that competitors would disagree with? Why?",
      "User: That the cheapest rate per pallet is a false economy. Most hauliers compete on price. We publish our on-time and damage numbers every month and we charge a bit more for it.",
      "AI: What's a result your company is proud of? Give me the number: what changed, and how did you get there?",
      "User: Empty running. We cut empty miles from 31% to 17% in eighteen months by putting backhauls on a shared board and letting the planners book return loads the day before instead of the morning of.",
      "AI: Last one. What's the question customers ask most before they buy, and how do you answer it?",
      'User: "Can you guarantee timed deliveries?" We say we guarantee a two-hour window, and we show them last quarter\'s data: 96.4% inside the window across 11,200 drops.',
      "AI: That's brilliant, Dean. Thanks so much for your time. We'll put your first month of posts together and you'll see them in the dashboard. Goodbye!",
      "User: Lovely, speak soon.",
    ].join("\n"),
  },

  // 6. Recruiter: Ziva with two thin answers and one half-thin one.
  {
    id: "marcus-bell-recruiter",
    profileType: "individual",
    name: "Marcus Bell",
    questionnaire: {
      targetAudience: "Hiring managers and Heads of Engineering at Series A–C startups in London and remote-first Europe",
      mainGoals: "Land 4 new retained search clients this year",
      specificPromotions: "",
    },
    ziva: [
      { kind: "story", answer: "I don't know, nothing comes to mind really. Lots of placements, they kind of blur together." },
      {
        kind: "lesson",
        answer:
          'Early on I sent 40 CVs for one backend role at a fintech in Shoreditch, thinking volume would win. The hiring manager, Priyesh, called me and said "I read four of these and stopped." Now I send three, each with a paragraph on why, and far more of my interviews turn into offers.',
      },
      { kind: "opinion", answer: "Recruitment is about relationships." },
      {
        kind: "result",
        answer:
          "Last year I placed 14 engineers with an average time-to-offer of 23 days, against the 41 days my clients said they averaged on their own. Mostly because I book every interview round in the first week.",
      },
      { kind: "question", answer: "Fees. They ask about fees. I tell them it's 20% and worth it." },
    ],
  },

  // 7. Physiotherapist: phone only, bracketed timestamps "[00:01:12] AI:".
  {
    id: "aoife-brennan-physio",
    profileType: "individual",
    name: "Aoife Brennan",
    questionnaire: {
      targetAudience: "Runners and desk workers in Dublin, 30–55, who keep getting the same injury",
      mainGoals: "Fill my Tuesday and Thursday evening clinic slots (currently about 60% booked)",
      websiteUrl: "https://brennanphysio.ie",
      specificPromotions: "Free 15-min running gait check at the Phoenix Park parkrun in April",
    },
    phoneTranscript: [
      "[00:00:02] AI: Hi Aoife, this is Ziva from the content studio. Thanks for picking up. Have you got about ten minutes?",
      "[00:00:07] User: I do, yeah. I'm between clients.",
      "[00:00:10] AI: Lovely. To start, who do you want to reach on LinkedIn?",
      "[00:00:14] User: Runners, mostly, and people who sit at a desk all day and keep coming back with the same sore back or knee. Thirty to fifty-five, around Dublin.",
      "[00:00:26] AI: Thanks, that's really helpful. Tell me about a moment at work you still think about. What happened?",
      "[00:00:33] User: A client called Fiona, she's 52, came to me in 2022 after her third calf tear in a year. Two different people had told her to stop running.",
      "[00:00:49] User: It turned out to be her training, not her calf. She was doing every run at the same pace. We built calf strength for eight weeks, single-leg raises up to 25 reps with a 20 kilo backpack, and moved her to 80% easy running.",
      "[00:01:12] AI: And what happened after that?",
      "[00:01:15] User: She ran the Dublin Marathon in October 2023 in 4:12. She sent me a photo from the 20-mile mark on the Stillorgan Road.",
      "[00:01:26] AI: Great. Next question: what's a mistake you made, or a lesson you learned the hard way?",
      "[00:01:32] User: Handing out ten exercises. I used to give everyone a sheet with ten exercises and almost nobody did them. Now it's three, max, and I film them on the client's own phone so they're in their camera roll.",
      "[00:01:51] AI: I've got three more questions, is that okay?",
      "[00:01:53] User: Sure, go ahead.",
      "[00:01:55] AI: What do you believe about your work that most physios would disagree with? Why?",
      "[00:02:01] User: That massage and ultrasound are mostly a waste of a session. Plenty of clinics still build the appointment around them because clients like them. I'd rather spend the 45 minutes on loading and a plan they can actually follow.",
      "[00:02:20] AI: What's a result you're proud of? Give me the number.",
      "[00:02:24] User: Re-injury. Of the 140 runners I've seen since 2021, 11% came back with the same injury within a year. The figure people usually quote is closer to 30%. It's the return-to-run plan: we progress by minutes, not kilometres, and there's a hop test before anyone goes back.",
      "[00:02:48] AI: Last one. What's the question clients ask you most, and how do you answer it?",
      '[00:02:53] User: "Should I stop running?" And I almost always say no. We change how much and how fast, but stopping completely usually makes the tissue weaker, not stronger.',
      "[00:03:08] AI: That's everything I need, Aoife. Thanks so much for your time. Your drafts will be ready soon. Bye for now!",
      "[00:03:13] User: Thanks a million, bye.",
    ].join("\n"),
  },

  // 8. Architecture studio: rich Ziva answers, a dashed list.
  {
    id: "studio-verlaan-architects",
    profileType: "company",
    name: "Studio Verlaan Architects",
    questionnaire: {
      targetAudience: "Homeowners planning extensions or retrofits in Rotterdam and Utrecht, plus housing associations looking at energy renovation",
      mainGoals: "Position us as THE retrofit studio. Win 2 housing association framework tenders",
      websiteUrl: "https://studioverlaan.nl",
      specificPromotions: "",
    },
    ziva: [
      {
        kind: "story",
        answer:
          "In 2021 we renovated a 1930s terraced house in Kralingen for Joost and Marieke, who had been told by two other firms to demolish the back half. Our team spent a week measuring, found the original timber beams were sound, and kept 70% of the structure. When Marieke saw the old beams exposed above the new kitchen she cried. That photo is still on the studio wall.",
      },
      {
        kind: "lesson",
        answer:
          "We once designed a beautiful triple-glazed extension and left the ventilation plan until late. The house tested at 0.6 air changes per hour and then had condensation on every window the first winter. Now every project goes in the same order:\n- airtightness and ventilation strategy first\n- then the insulation build-up\n- then the windows and the look\nWe also do the blower-door test before plastering, not after.",
      },
      {
        kind: "opinion",
        answer:
          "We think the greenest building is almost always the one that already exists. Most architects still prefer new build, because that's what wins prizes. Demolition throws away decades of embodied carbon before a new building has saved a single kilowatt-hour.",
      },
      {
        kind: "result",
        answer:
          "For the housing association Woonstichting Maasoever we retrofitted 48 post-war flats in Rotterdam-Zuid. Average gas use fell from 1,350 m3 to 410 m3 a year per flat, and residents stayed in their homes during the works. The trick was prefab facade panels that went up in 3 days per block instead of 3 weeks of scaffolding.",
      },
      {
        kind: "question",
        answer:
          '"What will it cost per square metre?" We answer honestly: between €2,200 and €3,400 for an extension in our area. Then we explain that foundations and the party-wall agreement are where budgets break, not the finishes.',
      },
    ],
  },

  // 9. High-school teacher: Ziva answers in raw speech-recognition style.
  {
    id: "daniel-reyes-teacher",
    profileType: "individual",
    name: "Daniel Reyes",
    questionnaire: {
      targetAudience: "other teachers, heads of department, maybe edtech people who actually want to hear from classrooms",
      mainGoals: "Grow to 5k followers and get asked to speak at a conference (I'd love to do researchED)",
    },
    ziva: [
      {
        kind: "story",
        answer:
          "so um last year i had this student jayden in year 10 who hadn't handed in a single piece of homework since september and uh in february i stopped chasing him and just asked him to explain one physics problem to the kid next to him and you know he did it perfectly and he ended up getting a grade 7 in his mock so yeah that one stays with me",
      },
      {
        kind: "lesson",
        answer:
          "uh i used to mark every book every week like red pen comments on everything and i was doing 12 hour days and the kids didn't even read them so now i do whole class feedback um one sheet per class with the three most common mistakes and we spend 10 minutes at the start of the lesson fixing them",
      },
      {
        kind: "opinion",
        answer:
          "i honestly think homework in year 7 and 8 does almost nothing um most teachers would say it builds habits but i think it mostly builds arguments at home you know and it punishes the kids who don't have a quiet place to work",
      },
      {
        kind: "result",
        answer:
          "so our physics pass rate at grade 4 and above went from 58 percent to 81 percent in two years and um we did it with retrieval quizzes five questions at the start of every lesson and uh we stopped teaching new content in the last six weeks and just did past papers",
      },
      {
        kind: "question",
        answer:
          "parents always ask um how can i help my kid revise physics when i don't know any physics and i tell them you don't need to know it just ask them to teach you one thing every night for five minutes you know if they can explain it they know it",
      },
    ],
  },

  // 10. Cybersecurity consultancy: phone only, "Assistant:" / "Customer:".
  {
    id: "northgate-cyber",
    profileType: "company",
    name: "Northgate Cyber",
    questionnaire: {
      targetAudience: "IT managers and CFOs at UK SMEs (50–500 staff) in regulated sectors, especially accountancy firms, GP surgeries and private clinics",
      mainGoals: "Book 10 Cyber Essentials Plus assessments per quarter",
      websiteUrl: "https://northgatecyber.co.uk",
      specificPromotions: "Free phishing simulation for the first 20 firms that sign up in May",
    },
    phoneTranscript: [
      "Assistant: Good morning, this is Ziva from the content studio, calling for Northgate Cyber. Am I speaking with Imogen?",
      "Customer: Yes, that's me.",
      "Assistant: Thanks for making the time. I'll ask you five quick questions about your company's work, and we'll turn your answers into posts. Who do you want to reach on LinkedIn?",
      "Customer: IT managers and finance directors at firms of 50 to 500 people. People who know they should be doing more on security but don't know where to start.",
      "Assistant: Thanks, that's really helpful. Tell me about a moment with a customer your team still talks about. What happened?",
      "Customer: A 40-person accountancy firm in Harrogate called us at 2am on a Saturday in January 2023. Ransomware had encrypted their file server, two weeks before the self-assessment deadline.",
      "Customer: We'd set them up with offline backups the summer before, so Kieran on our team had them restored and working by 9pm that Saturday. Nineteen hours. They didn't pay a penny of ransom.",
      "Assistant: And what happened after that?",
      "Customer: Their managing partner told the whole story at a regional ICAEW event, and we signed four new clients off that one talk.",
      "Assistant: Great. Next question: what's a mistake your company made, or a lesson it learned the hard way?",
      "Customer: We used to send 90-page penetration test reports. A year later one client told us they'd never opened theirs. Now every report starts with a two-page summary: the five things to fix, who should fix them, and by when.",
      "Assistant: What does your company believe about your industry that competitors would disagree with? Why?",
      "Customer: That most small firms don't need a fancy security platform. They need MFA on everything, patched laptops and backups they've actually tested. A lot of competitors sell a £30,000 platform first. We think that's backwards.",
      "Assistant: What's a result your company is proud of? Give me the number: what changed, and how did you get there?",
      "Customer: Across our 35 managed clients, the phishing click rate went from 23% to 4% in twelve months. Monthly simulated phishing emails, plus a ten-minute training video sent the same day, only to the people who clicked.",
      "Assistant: Last one. What's the question customers ask most before they buy, and how do you answer it?",
      "Customer: \"Are we too small to be a target?\" We tell them most attacks aren't targeted at all, they're automated. The attackers don't know your name, they just know you left remote desktop open to the internet.",
      "Assistant: Perfect. That's everything I need. Thanks so much, Imogen. Your drafts will be in your dashboard shortly. Goodbye.",
      "Customer: Thank you, goodbye.",
    ].join("\n"),
  },

  // 11. Nonprofit: Ziva with three thin, generic answers.
  {
    id: "riverside-food-collective",
    profileType: "company",
    name: "Riverside Food Collective",
    questionnaire: {
      targetAudience: "Local businesses in Leicester who could donate surplus food or sponsor us, also new volunteers",
      mainGoals: "Find 3 corporate sponsors and 25 new regular volunteers before winter",
      websiteUrl: "https://riversidefood.org.uk",
      specificPromotions: "Our Christmas hamper appeal (target £12,000)",
    },
    ziva: [
      { kind: "story", answer: "We help a lot of families every week and it's always meaningful." },
      {
        kind: "lesson",
        answer:
          "We didn't track anything for our first two years. When we applied for a lottery grant in 2020 we couldn't say how many households we'd fed. Now volunteers log every parcel in a shared Google Sheet at the door, which takes about ten seconds each.",
      },
      { kind: "opinion", answer: "Food banks should be run more like businesses, I suppose." },
      {
        kind: "result",
        answer:
          "Last winter we handed out 9,340 food parcels, up from 5,100 the year before, and wasted under 2% of donated food. That came from a partnership with three Co-op stores on Narborough Road and a second van donated by a local builder, Amrit.",
      },
      { kind: "question", answer: "People ask how they can help. We tell them to volunteer." },
    ],
  },

  // 12. Law firm: questionnaire only.
  {
    id: "adeyemi-lund-solicitors",
    profileType: "company",
    name: "Adeyemi & Lund Solicitors",
    questionnaire: {
      targetAudience:
        "Owners of family businesses in the North West who are thinking about succession, selling, or bringing in the next generation (and the accountants who advise them)",
      mainGoals: "Be seen as the go-to firm for family business succession; more referrals from accountants",
      websiteUrl: "https://adeyemilund.co.uk",
      specificPromotions: "Succession planning breakfast seminar, 14 November, Manchester",
    },
  },

  // 13. Indie game studio: rich Ziva answers AND a phone call, "Bot:" / "User:".
  {
    id: "lanternfish-games",
    profileType: "company",
    name: "Lanternfish Games",
    questionnaire: {
      targetAudience: "Publishers, platform partners and other indie devs. Some players, but mostly industry",
      mainGoals: "Sign a publishing deal for our next game (Tidewalker) by end of Q3",
      websiteUrl: "https://lanternfish.games",
      specificPromotions: "Tidewalker's new demo build at Steam Next Fest in June",
    },
    ziva: [
      {
        kind: "story",
        answer:
          "In 2023 a player in Brazil, Camila, emailed to say she'd played our first game, Low Tide Lighthouse, with her dad in hospital, one level a night, for 40 nights. She attached a drawing of the lighthouse keeper. Our artist Nils printed it and it's pinned above his desk, and we added her name to the credits in the 1.2 patch.",
      },
      {
        kind: "lesson",
        answer:
          "We launched Low Tide Lighthouse on a Tuesday in the same week as a huge AAA release and fell off the Steam front page within hours. We sold 1,900 copies in the first month against a plan of 8,000. Now we check the release calendar six months out, and we don't announce a date until we have 30,000 wishlists.",
      },
      {
        kind: "opinion",
        answer:
          "We think small studios should stop chasing a viral TikTok moment and build a mailing list instead. Everyone in indie says you need one big streamer. Our mailing list of 6,500 people sold more copies on launch day than the two streamers who covered us.",
      },
      {
        kind: "result",
        answer:
          "Low Tide Lighthouse eventually reached 62,000 copies sold and 94% positive reviews on Steam. The turnaround was the 1.2 update: we rewrote the first 20 minutes after watching 15 playtesters on Discord quit at the same puzzle.",
      },
      {
        kind: "question",
        answer:
          "Publishers ask how big the team is and whether we can ship. We tell them we're five people, we've shipped once already, and we share our Notion milestone board with every deadline we hit and the two we missed.",
      },
    ],
    phoneTranscript: [
      "Bot: Hey! This is Ziva from the content studio, calling for Lanternfish Games. Who am I talking to?",
      "User: Hi, it's Mateo, I'm one of the co-founders.",
      "Bot: Nice to meet you, Mateo. Before we start, who do you want to reach on LinkedIn?",
      "User: Publishers, mainly. And platform people, the ones who pick games for showcases.",
      "Bot: Thanks, that's really helpful. Tell me about a moment with a customer, or a player, your team still talks about. What happened?",
      "User: Nordic Game Jam in Copenhagen, April 2024. Three of us built the first Tidewalker prototype in 48 hours, the one where you walk across the seabed while the tide is out.",
      "User: A producer from a mid-sized publisher played it four times in a row at the showcase and then asked for the build and our email. It was the first publisher conversation we didn't have to start ourselves.",
      "Bot: And what happened after that?",
      "User: We didn't sign with them, but it gave us the nerve to make Tidewalker our next full game.",
      "Bot: Great. Next question: what's a mistake your company made, or a lesson it learned the hard way?",
      "User: Crunch. Before the first launch we did six weeks of 70-hour weeks. Two of us got sick in release week and a save bug sat unpatched for nine days. Now we lock features eight weeks before launch and nobody works weekends.",
      "Bot: Got it. What does your company believe about your industry that other studios would disagree with?",
      "User: That indie games are underpriced. Everyone launches at $9.99 because they're scared. Tidewalker will be $19.99, with a proper launch discount instead of a cheap base price.",
      "Bot: What's a result your company is proud of? Give me the number.",
      "User: The Tidewalker demo. We put it in a Steam festival last October and went from 4,200 to 16,800 wishlists in one week. The demo is only 25 minutes long, and it ends on a cliffhanger on purpose.",
      "Bot: Just one more. Is that alright?",
      "User: Yeah.",
      "Bot: What's the question publishers ask most before they sign, and how do you answer it?",
      'User: "What\'s your marketing plan?" We say the game is the marketing plan for the first six months: demo, festivals, the mailing list. We ask a publisher for money for trailers and localisation, not for ads.',
      "Bot: Brilliant. Thanks, Mateo, I'll let you get back to it. Bye!",
      "User: See ya.",
    ].join("\n"),
  },

  // 14. HR leader: phone only, "Ziva:" / member's full name.
  {
    id: "sofia-lindqvist-hr-leader",
    profileType: "individual",
    name: "Sofia Lindqvist",
    questionnaire: {
      targetAudience: "HR directors and people managers at tech scaleups (100–1,000 people) in the Nordics and the UK",
      mainGoals: "Fill my leadership cohort, and build toward a keynote or two next year",
      websiteUrl: "https://sofialindqvist.se",
      specificPromotions: "my 6-week leadership cohort starting March 3",
    },
    phoneTranscript: [
      "Ziva: Hi Sofia, it's Ziva from the content studio. Thanks for taking the call. Is this still a good time?",
      "Sofia Lindqvist: Yes, perfect, I have twenty minutes.",
      "Ziva: Great. To start, who do you want to reach on LinkedIn?",
      "Sofia Lindqvist: HR directors and people managers at tech scaleups, 100 to 1,000 people. Stockholm, Oslo, Copenhagen, and London.",
      "Ziva: Thanks, that's really helpful. Tell me about a moment at work you still think about. What happened?",
      "Sofia Lindqvist: In October 2023 I had to lead a layoff of 80 people at a payments scaleup in Stockholm. The CEO wanted to announce it in one all-hands Zoom at 9am.",
      "Sofia Lindqvist: I pushed back hard. We trained 22 managers in two days, and every single person heard it from their own manager, in a room or on a one-to-one call, before 11am.",
      "Ziva: And what happened after that?",
      'Sofia Lindqvist: Four of those people have since come back to the company. One of them told me "I hated the news, but I never felt like a number."',
      "Ziva: Great. Next question: what's a mistake you made, or a lesson you learned the hard way?",
      "Sofia Lindqvist: I promoted our best engineer, Elin, to team lead with no support, because she was the obvious choice. She resigned seven months later and told me she'd never felt so alone at work.",
      "Sofia Lindqvist: Now every new manager gets a 90-day programme: a peer group of five, a coach every two weeks, and one day a week still doing their old job so they don't lose their footing.",
      "Ziva: What do you believe about your work that most HR people would disagree with? Why?",
      "Sofia Lindqvist: That annual performance ratings do more harm than good. Most HR teams keep the 1-to-5 scale because it feeds the bonus model. But people remember the number and forget every conversation.",
      "Ziva: Mm-hm.",
      "Sofia Lindqvist: We replaced it with quarterly conversations and a separate pay review, and nobody missed the ratings.",
      "Ziva: What's a result you're proud of? Give me the number.",
      "Sofia Lindqvist: At my last company regretted attrition went from 19% to 8% in two years, and eNPS went from minus 12 to plus 31. Mostly the manager programme, plus fixing pay bands so two people doing the same job weren't €900 a month apart.",
      "Ziva: Last one. What's the question clients ask you most, and how do you answer it?",
      'Sofia Lindqvist: "How do I deal with a low performer?" I always ask first: have you told them, in plain words, with an example? Usually the answer is no. So that\'s step one, before any improvement plan.',
      "Ziva: That's everything I need. Thanks so much, Sofia. Your first month of drafts will be ready soon. Goodbye!",
      "Sofia Lindqvist: Tack, hej då!",
    ].join("\n"),
  },

  // 15. Real-estate agent: questionnaire only.
  {
    id: "kevin-tran-realtor",
    profileType: "individual",
    name: "Kevin Tran",
    questionnaire: {
      targetAudience: "First-time buyers and young families in Sacramento and Elk Grove, plus people relocating from the Bay Area",
      mainGoals: "get 2 more listings a month, people should think of me when they're ready to sell",
      websiteUrl: "https://kevintranhomes.com",
      specificPromotions: "",
    },
  },

  // 16. Accountant: Ziva with two thin answers, a rich story and a quoted question.
  {
    id: "maggie-doyle-accountant",
    profileType: "individual",
    name: "Maggie Doyle",
    questionnaire: {
      targetAudience: "Sole traders and small limited companies in Cork & Kerry (trades, hospitality, a few creatives)",
      mainGoals: "Swap some of my bookkeeping-only clients for higher-value advisory ones. Maybe 10 advisory clients at €250/month",
      specificPromotions: "Free tax-return check before the October 31 deadline",
    },
    ziva: [
      {
        kind: "story",
        answer:
          "A plumber, Declan, came to me in 2022 with a shoebox of receipts and a letter from Revenue about €18,400 in unpaid VAT. We went through three years of invoices at my kitchen table over four evenings and found he'd been charging VAT on exempt jobs and never claiming it back on his van. We got it down to €3,100 and a payment plan. He still drops off a box of tea every Christmas.",
      },
      { kind: "lesson", answer: "Not sure. Always double-check things I suppose." },
      { kind: "opinion", answer: "Accountants should talk about cash flow more than tax. That's probably it." },
      {
        kind: "result",
        answer:
          "Between 2021 and 2023 I moved all 46 of my clients onto Xero. My month-end hours went from about 60 to 35, and that's what freed up the time to start advisory work.",
      },
      {
        kind: "question",
        answer:
          "\"Can I put that through the business?\" Usually my answer is: if it's wholly and exclusively for the business, yes, and if you have to ask whether the family holiday counts, it doesn't.",
      },
    ],
  },

  // 17. UX designer: rich Ziva answers with quoted speech.
  {
    id: "jun-park-ux-designer",
    profileType: "individual",
    name: "Jun Park",
    questionnaire: {
      targetAudience: "Product managers and founders at early-stage B2B SaaS companies who don't have a designer yet",
      mainGoals: "2 new freelance projects per quarter, €8k+ each",
      websiteUrl: "https://junpark.design",
      specificPromotions: "",
    },
    ziva: [
      {
        kind: "story",
        answer:
          'In 2022 I ran a usability session for a payroll app, and the participant, an office manager named Ruth, stopped halfway through and said "I\'m just going to call my accountant, this is easier." The team had spent four months on that onboarding flow in Figma. Watching her give up in under three minutes changed how I run every project.',
      },
      {
        kind: "lesson",
        answer:
          "I used to present three polished design options. Clients always picked bits of all three and we ended up with a Frankenstein screen. Now I show one direction in grey boxes first, agree the flow, and only add colour and type once the structure is signed off. Revision rounds dropped from five to two.",
      },
      {
        kind: "opinion",
        answer:
          "Most early-stage startups don't need a design system. Designers love building them, but with 12 screens and one designer, a shared Figma file with 20 components is plenty. Build the system when the second designer joins.",
      },
      {
        kind: "result",
        answer:
          "For a scheduling tool called Rotaflow I redesigned sign-up and first-shift setup. Activation, meaning a manager publishes their first rota within 7 days, went from 22% to 41% in two months. We cut the sign-up form from 11 fields to 4 and put a sample rota in every new account so the screen was never empty.",
      },
      {
        kind: "question",
        answer:
          '"Can you just make it look nicer?" I say yes, but first let me watch five of your users try the main task. Nine times out of ten the problem is the flow, not the colours, and "nicer" won\'t move your numbers.',
      },
    ],
  },

  // 18. Solar installer: thin, generic Ziva answers AND a rich phone call with "mm:ss User:" timestamps.
  {
    id: "sunridge-solar",
    profileType: "company",
    name: "SunRidge Solar Installations",
    questionnaire: {
      targetAudience: "Homeowners in the Phoenix metro with $200+ summer electric bills; also small commercial flat roofs",
      mainGoals: "More residential leads, 40 consultations a month",
      websiteUrl: "https://sunridgesolaraz.com",
      specificPromotions: "Free battery sizing consult through August",
    },
    ziva: [
      { kind: "story", answer: "We have lots of happy customers." },
      { kind: "lesson", answer: "We learned that you have to be careful with permits." },
      { kind: "opinion", answer: "Solar is the future." },
      { kind: "result", answer: "We help people save money on energy." },
      { kind: "question", answer: "People ask how much it costs. We tell them it depends on the house." },
    ],
    phoneTranscript: [
      "00:00 AI: Hi, is this Luis Ortega? This is Ziva from the content studio, calling about the SunRidge Solar page.",
      "00:05 User: Yeah, speaking.",
      "00:07 AI: Great. I'll ask you five questions about your company's work. First, who do you want to reach on LinkedIn?",
      "00:13 User: Homeowners in the Phoenix area with big summer bills, two hundred dollars and up. And some small business owners with flat roofs.",
      "00:22 AI: Thanks, that's really helpful. Tell me about a moment with a customer your team still talks about. What happened?",
      "00:29 User: July 2023, it was 116 degrees in Mesa and one of our customers, Gloria, she's retired, lost grid power for nine hours in a monsoon storm. She's on oxygen at night.",
      "00:42 User: We'd installed a 13.5 kWh battery for her three months before. Her AC and her oxygen concentrator ran all night. Her daughter called our office the next morning in tears.",
      "00:55 AI: And what happened after that?",
      "00:58 User: Seven of her neighbours on the same street called us within a month. We ended up doing five of those installs.",
      "01:06 AI: Great. Next question: what's a mistake your company made, or a lesson it learned the hard way?",
      "01:12 User: In 2020 we went with a cheaper inverter brand to win on price. 31 of them failed within 18 months in the heat and we replaced every one at our own cost, about $54,000.",
      "01:27 User: Now we only install inverters with a 25-year warranty that are rated for high ambient temperatures, even if it loses us a job now and then.",
      "01:35 AI: What does your company believe about your industry that competitors would disagree with?",
      "01:40 User: That most systems out here are oversized. Since the net billing change, exported power only earns a few cents. So we size the array to what the house uses in the daytime and add a battery, instead of selling the biggest array the roof can fit.",
      "01:58 AI: What's a result your company is proud of? Give me the number.",
      "02:02 User: 612 installs since 2019. For those customers the average summer bill went from $287 a month to $41.",
      "02:12 AI: Last one. What's the question customers ask most before they buy, and how do you answer it?",
      '02:17 User: "What happens in a hailstorm?" Our panels are tested for one-inch hail at 50 miles an hour, and hail damage is covered on most homeowners\' policies. We bring along a panel that came through a 2022 storm without a crack.',
      "02:36 AI: Perfect, Luis. Thanks so much. Your drafts will be in the dashboard soon. Have a good one!",
      "02:40 User: You too, take care.",
    ].join("\n"),
  },

  // 19. Coffee roaster: phone only, "Assistant:" / "User:" with long answers wrapping onto unlabelled continuation lines.
  {
    id: "two-hills-coffee",
    profileType: "company",
    name: "Two Hills Coffee Roasters",
    questionnaire: {
      targetAudience:
        "Cafe owners, office managers and small restaurant groups in Melbourne who want a specialty coffee supplier with barista training included",
      mainGoals: "Add 10 wholesale cafe accounts in 2025 and grow office subscriptions",
      websiteUrl: "https://twohillscoffee.com.au",
    },
    phoneTranscript: [
      "Assistant: Hi Bec, it's Ziva from the content studio. Thanks for taking the call for Two Hills Coffee. Is now a good time?",
      "User: Yep, all good, I'm in the roastery so sorry if it's loud.",
      "Assistant: No problem. Who do you want to reach on LinkedIn?",
      "User: Cafe owners mainly, and office managers. People in Melbourne who want good coffee and someone to train their staff.",
      "Assistant: Thanks, that's really helpful. Tell me about a moment with a customer your team still talks about. What happened?",
      "User: So there's a cafe in Footscray, Little Sparrow, run by a woman called Thuy, and she switched to us in 2021 after",
      "her old roaster dropped her with a week's notice. Nobody had ever trained her baristas properly, so our head",
      "roaster Sam went out there every Monday at 6am for six weeks, before they opened, and by the end they'd cut milk",
      "waste from about 3 litres a day to under 1, and Thuy told us her coffee sales were up 30% on the year before.",
      "Assistant: And what happened after that?",
      "User: She sent us two other cafes on Barkly Street. Both are still with us.",
      "Assistant: Great. Next question: what's a mistake your company made, or a lesson it learned the hard way?",
      "User: In 2022 we tried to save money by switching to cheaper compostable bags for our 1 kilo wholesale packs, and the",
      "degassing valves failed. Coffee was going stale in ten days instead of five weeks. We replaced 180 kilos for free",
      "and went back to the old bags. Now nothing new goes on the wholesale line until it's sat on our own shelf for a month.",
      "Assistant: What does your company believe about your industry that competitors would disagree with? Why?",
      "User: That cafes should be charging more. The $4.50 flat white is keeping half the cafes in this city broke. We sit down with every account and cost their menu with them, even though some roasters think that's none of our business.",
      "Assistant: What's a result your company is proud of? Give me the number: what changed, and how did you get there?",
      "User: Wholesale went from 18 accounts to 47 in three years, and we've only lost 2. It's the training. Every new account",
      "gets 10 hours of barista training and a dial-in visit every quarter, and that's in the price.",
      "Assistant: Last one. What's the question customers ask most before they buy, and how do you answer it?",
      "User: \"What's your price per kilo?\" It's $38 for the house blend, delivered, training included. Then we show it per cup, which is about 42 cents, because that's the number that actually matters to them.",
      "Assistant: That's everything I need, Bec. Thanks so much. Your drafts will be ready in the dashboard soon. Bye!",
      "User: Cheers, bye!",
    ].join("\n"),
  },

  // 20. Nurse manager: phone only, "Agent:" / "User:" (Retell-style), with a short "Yeah." turn.
  {
    id: "grace-mensah-nurse-manager",
    profileType: "individual",
    name: "Grace Mensah",
    questionnaire: {
      targetAudience: "Nurse managers, ward sisters and new charge nurses, plus hospital leaders who care about keeping their staff",
      mainGoals: "Share what actually works on retention and build a network for a future move into a Deputy Director of Nursing role",
      specificPromotions: "",
    },
    phoneTranscript: [
      "Agent: Hi, is this Grace? This is Ziva from the content studio. Thanks for booking the call.",
      "User: Yes, hi. Sorry, I'm just off a night shift, so bear with me.",
      "Agent: No problem at all, we'll keep it short. Who do you want to reach on LinkedIn?",
      "User: Other nurse managers. Ward sisters, new charge nurses. And honestly the people above me, the ones who decide budgets.",
      "Agent: Thanks, that's really helpful. Tell me about a moment at work you still think about. What happened?",
      "User: January 2023, night shift on our 28-bed acute medical ward in Birmingham. Two nurses phoned in sick with flu, so there were three of us for 28 patients, four of them on one-to-one falls watch.",
      "User: At 1am I rang the site manager, said I wasn't accepting it, and closed four beds to admissions until 7.",
      "Agent: And what happened after that?",
      "User: There was a big meeting afterwards. But nobody came to harm that night, and the Trust changed the escalation policy so any ward sister can close beds when staffing drops below one nurse to eight patients.",
      "Agent: Great. Next question: what's a mistake you made, or a lesson you learned the hard way?",
      "User: For my first two years as a manager I covered every gap myself. I'd do a 12-hour shift, then the rota, then the audits. I burned out in 2021 and was off for six weeks.",
      "User: Now I protect my two management days, and I've trained two deputies, Chloe and Babajide, to run the rota.",
      "Agent: What do you believe about your work that most nurse managers would disagree with? Why?",
      "User: Self-rostering. Most managers think it'll be chaos. We let staff pick their own shifts within rules, and sickness absence actually went down.",
      "Agent: Can you say a bit more about the rules?",
      "User: Yeah.",
      "User: Everyone does at least two weekends in four and one night block a month, and the rota locks six weeks ahead. We run it all in Allocate.",
      "Agent: What's a result you're proud of? Give me the number.",
      "User: Our vacancy rate went from 22% to 6% in 18 months. Self-rostering, a proper preceptorship for new starters, and I do every exit interview myself.",
      "Agent: Last question. What's the question new nurses ask you most, and how do you answer it?",
      'User: "How do I deal with a relative who\'s shouting at me?" I tell them: lower your voice, sit down if you can, and say "I can see you\'re worried about your mum, let me find out what\'s happening." Then actually go and find out.',
      "Agent: That's wonderful, Grace. Thanks so much for your time, now go and get some sleep. Goodbye!",
      "User: Ha, will do. Bye.",
    ].join("\n"),
  },

  // 21. Data engineer: rich Ziva answers with a numbered list and steps inline.
  {
    id: "ravi-shah-data-engineer",
    profileType: "individual",
    name: "Ravi Shah",
    questionnaire: {
      targetAudience: "Data leads, analytics engineers and CTOs at scaleups drowning in dbt models and Snowflake bills",
      mainGoals: "Build a reputation so I can go independent in 2026. Short term: 3 consulting enquiries a month",
      websiteUrl: "https://ravishah.dev",
      specificPromotions: "",
    },
    ziva: [
      {
        kind: "story",
        answer:
          "In Q3 2023 our CFO, Helen, presented a board deck with revenue 12% higher than finance's own numbers. The gap was a dbt model I'd written that double-counted refunds reversed across months. I found it the night before the next board meeting and we sent a correction. Nobody got fired, but I've never shipped a revenue model without a reconciliation test since.",
      },
      {
        kind: "lesson",
        answer:
          "I let our dbt project grow to 1,400 models with no ownership, and half were never queried. Now my rule is:\n1. Every model has an owner in the YAML.\n2. Anything not queried in 90 days gets flagged in Slack.\n3. The owner has two weeks to defend it, or it's deleted.\nWe deleted 610 models in the first pass.",
      },
      {
        kind: "opinion",
        answer:
          "Most companies don't need real-time data. Everyone asks for streaming, but when I ask which decision changes within the hour, the answer is almost always none. A solid hourly batch is cheaper and breaks less.",
      },
      {
        kind: "result",
        answer:
          "I cut our Snowflake bill from $38,000 to $14,500 a month in one quarter. I moved dev workloads to an X-Small warehouse with a 60-second auto-suspend, made the 30 largest models incremental, and killed a dashboard that refreshed every five minutes for two viewers.",
      },
      {
        kind: "question",
        answer:
          '"Should we move off Snowflake to save money?" Almost never, at least not first. I ask for their query history and the top 20 queries by cost, because the bill is usually about how you use the warehouse, not which one you picked.',
      },
    ],
  },

  // 22. Wedding photographer: questionnaire only.
  {
    id: "elena-moreau-wedding-photographer",
    profileType: "individual",
    name: "Elena Moreau",
    questionnaire: {
      targetAudience: "couples getting married in Provence and the Luberon, mostly UK & US destination weddings, plus wedding planners",
      mainGoals: "More planner referrals. I want 5 planners sending me couples regularly",
      websiteUrl: "https://elenamoreauphoto.fr",
      specificPromotions: "2026 dates now open, 10% off weekday weddings",
    },
  },
];
