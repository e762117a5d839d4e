/**
 * Post templates a member can start a post from: a few "top" picks plus ten per
 * category, each an original LinkedIn post body whose {placeholder} slots a member's input fills.
 * Plain data and three small helpers; this file imports nothing.
 */

export const TEMPLATE_CATEGORIES = [
  "top",
  "Expert Advice",
  "Tools Recommendations",
  "Learning Insights",
  "Lessons from Mistakes",
  "Inspirational Stories",
  "Personal Experiences",
  "Debunking Myths",
  "Achievements and Milestones",
  "Practical Tips",
  "News Updates",
  "Moment Marketing contents",
] as const;

export type TemplateCategory = (typeof TEMPLATE_CATEGORIES)[number];

export type Template = { id: string; title: string; content: string; category: TemplateCategory };

/** The id of the empty starting point; it is not one of TEMPLATES. */
export const BLANK_TEMPLATE_ID = "blank";

export const TEMPLATES: readonly Template[] = [
  // top
  {
    id: "top-hook-story",
    title: "Hook, short story, lesson",
    category: "top",
    content:
      "{hook_line}\n\n" +
      "{timeframe} ago, I was {starting_point}.\n\n" +
      "Today, {result}.\n\n" +
      "Nothing about it happened overnight. It came down to one decision I kept making, even on the days it felt pointless.\n\n" +
      "Here is what changed:\n\n" +
      "→ I stopped waiting for the perfect plan and started shipping small.\n" +
      "→ I asked for feedback before I felt ready.\n" +
      "→ I measured progress every week, not only when I felt like it.\n\n" +
      "The biggest lesson? {lesson}\n\n" +
      "If you are at the start of this road right now, keep going. The gap between where you are and where you want to be is mostly made of repetitions.\n\n" +
      "What is one decision you keep making, even when nobody is watching?",
  },
  {
    id: "top-saveable-list",
    title: "The 7-point list people save",
    category: "top",
    content:
      "7 things I wish someone had told me about {topic} sooner.\n\n" +
      "Save this one. You will want it later.\n\n" +
      "1. {point_1}\n" +
      "2. {point_2}\n" +
      "3. Consistency beats intensity. A small effort every week compounds faster than a heroic sprint once a quarter.\n" +
      "4. Your first version will be rough. Publish it anyway, then improve it in public.\n" +
      "5. The people who get ahead are rarely the most talented. They are the ones who ask the most questions.\n" +
      "6. Protect your calendar the way you protect your budget.\n" +
      "7. {point_3}\n\n" +
      "Which one would you add to the list?\n\n" +
      "Repost this if it could help someone on your team.",
  },
  {
    id: "top-contrarian-proof",
    title: "The unpopular opinion, backed by proof",
    category: "top",
    content:
      "Unpopular opinion: {popular_belief} is overrated.\n\n" +
      "I know. Stay with me for a moment.\n\n" +
      "For years I believed it too. I followed the advice, did everything by the book, and still watched {metric} barely move.\n\n" +
      "Then I tried the opposite. I {new_approach}.\n\n" +
      "The result after {timeframe}: {result}.\n\n" +
      "This does not mean the common advice is wrong for everyone. It means it is not the only path, and it is rarely the fastest one.\n\n" +
      "Question the default. Test it on a small scale. Keep what the numbers support.\n\n" +
      "Agree or disagree? I read every comment.",
  },

  // Expert Advice
  {
    id: "expert-3-mistakes",
    title: "The 3 mistakes I see every week",
    category: "Expert Advice",
    content:
      "I review {work_type} from {audience} every single week.\n\n" +
      "The same 3 mistakes show up again and again.\n\n" +
      "1. Starting without a clear goal. If you cannot explain what success looks like in one sentence, you are not ready to start.\n\n" +
      "2. Skipping the basics. {basic_step} feels boring, so people rush past it. It is also where most problems begin.\n\n" +
      "3. Doing everything alone. The best work I see always has a second pair of eyes on it before it ships.\n\n" +
      "Fix these three and you will already be ahead of most people in {field}.\n\n" +
      "Which one have you been guilty of? I have made all three.",
  },
  {
    id: "expert-framework",
    title: "My step-by-step framework",
    category: "Expert Advice",
    content:
      "After {years} years in {field}, I have boiled my approach to {challenge} down to one simple framework.\n\n" +
      "I call it {framework_name}.\n\n" +
      "Step 1: Diagnose. Before you change anything, write down what is actually happening. Not what you assume is happening.\n\n" +
      "Step 2: Prioritise. Pick the one problem that, once solved, makes the others easier.\n\n" +
      "Step 3: Act small. Run the smallest experiment that could prove you right or wrong.\n\n" +
      "Step 4: Review. Look at the result with honest eyes after one week.\n\n" +
      "Step 5: Repeat. The framework only works when it becomes a habit.\n\n" +
      "It is not glamorous. It works anyway.\n\n" +
      "Steal it, adapt it, and tell me how it goes.",
  },
  {
    id: "expert-top-question",
    title: "The question I get asked most",
    category: "Expert Advice",
    content:
      "The question I get asked most as a {role}:\n\n" +
      '"{question}"\n\n' +
      "My honest answer: it depends. But not in the unhelpful way you might think.\n\n" +
      "It depends on three things:\n\n" +
      "→ Where you are starting from.\n" +
      "→ How much time you can realistically give it.\n" +
      "→ What you are willing to stop doing to make room for it.\n\n" +
      "If I had to give one piece of advice that works for almost everyone, it would be this: {advice}\n\n" +
      "Everything else is detail.\n\n" +
      "What would you add? I would love to hear how others in {industry} answer this one.",
  },
  {
    id: "expert-beginner-vs-pro",
    title: "How beginners think vs how pros think",
    category: "Expert Advice",
    content:
      "Beginners in {field} and seasoned pros often use the same tools.\n\n" +
      "The difference is how they think.\n\n" +
      'Beginners ask: "How do I do this faster?"\n' +
      'Pros ask: "Should this be done at all?"\n\n' +
      "Beginners chase {shiny_thing}.\n" +
      "Pros obsess over {fundamental}.\n\n" +
      "Beginners measure activity.\n" +
      "Pros measure outcomes.\n\n" +
      "Beginners avoid feedback until the work is finished.\n" +
      "Pros ask for it while the work is still cheap to change.\n\n" +
      "The good news: none of this is talent. Every pro was once a beginner who kept adjusting how they think.\n\n" +
      "Which shift made the biggest difference for you?",
  },
  {
    id: "expert-one-advice",
    title: "If I could give only one piece of advice",
    category: "Expert Advice",
    content:
      "If I could give {audience} only one piece of advice, it would be this:\n\n" +
      "{core_advice}\n\n" +
      "It sounds simple. Most good advice does.\n\n" +
      "Here is why it matters. When I started in {field}, I ignored this completely. I thought talent and hard work would be enough. They were not.\n\n" +
      "It took me {timeframe} to learn what I could have learned in a single conversation, if I had been willing to listen.\n\n" +
      "So consider this that conversation.\n\n" +
      "Bookmark it. Come back to it the next time you feel stuck.\n\n" +
      "And if someone in your network needs to hear it today, send it their way.",
  },
  {
    id: "expert-pre-project-checklist",
    title: "The checklist I run before every project",
    category: "Expert Advice",
    content:
      "Before I start any {project_type}, I run through the same checklist.\n\n" +
      "It takes ten minutes. It has saved me weeks.\n\n" +
      "1. Who is this for, exactly?\n" +
      "2. What problem does it solve for them?\n" +
      "3. How will we know it worked?\n" +
      "4. What is the deadline, and is it real?\n" +
      "5. Who needs to approve it, and have I spoken to them yet?\n" +
      "6. What is the one risk that could sink it?\n" +
      "7. {custom_check}\n\n" +
      "If I cannot answer one of these, I stop and find the answer first.\n\n" +
      "The checklist is boring. {outcome} is not.\n\n" +
      "What is on your pre-project checklist?\n\n" +
      "#projectmanagement",
  },
  {
    id: "expert-hard-truth",
    title: "A hard truth nobody told me",
    category: "Expert Advice",
    content:
      "Here is a hard truth about {topic} that nobody told me early on:\n\n" +
      "{hard_truth}\n\n" +
      "I learned it the expensive way. It cost me {cost} before I accepted it.\n\n" +
      "Once I did, three things changed:\n\n" +
      "→ I stopped comparing my progress with people who had a ten-year head start.\n" +
      "→ I focused on what I could control this week.\n" +
      "→ I started asking better questions, of myself and of {audience}.\n\n" +
      "Accepting a hard truth does not make the work easier. It makes it clearer.\n\n" +
      "And clarity is usually what we are missing.\n\n" +
      "What hard truth took you the longest to accept?",
  },
  {
    id: "expert-start-from-zero",
    title: "How I would start from zero today",
    category: "Expert Advice",
    content:
      "If I had to start in {field} from zero today, here is exactly what I would do.\n\n" +
      "Month 1: Learn the fundamentals of {core_skill}. Nothing fancy. Just the basics, practised every day.\n\n" +
      "Month 2: Build one small project and share it publicly, even if it is imperfect.\n\n" +
      "Month 3: Find three people who are two steps ahead of me and ask each of them one specific question.\n\n" +
      "Month 4 onwards: Repeat, raise the difficulty, and write about what I learn.\n\n" +
      "What I would avoid: {thing_to_avoid}. It feels productive, but it delays the real work.\n\n" +
      "You do not need a perfect plan. You need a plan you will actually follow.\n\n" +
      "What would you add for someone starting out?",
  },
  {
    id: "expert-5-ready-signs",
    title: "5 signs you are ready for the next step",
    category: "Expert Advice",
    content:
      "How do you know you are ready to {next_step}?\n\n" +
      "Nobody hands you a certificate. But there are signs.\n\n" +
      "1. You can explain your current work to a beginner without notes.\n" +
      "2. People come to you with questions about {skill}.\n" +
      "3. You feel more curious than anxious about the next challenge.\n" +
      "4. Your current role no longer stretches you.\n" +
      "5. You have already started doing parts of the next job without being asked.\n\n" +
      "If three or more of these sound familiar, you are probably more ready than you feel.\n\n" +
      "Readiness is rarely a feeling. It is a pattern.\n\n" +
      "{personal_note}\n\n" +
      "Tag someone who needs to see this today.",
  },
  {
    id: "expert-client-pattern",
    title: "What the best clients have in common",
    category: "Expert Advice",
    content:
      "I have worked with {number} {client_type} over the last {timeframe}.\n\n" +
      "The most successful ones had one thing in common.\n\n" +
      "It was not the biggest budget. It was not the smartest team.\n\n" +
      "It was this: {common_trait}.\n\n" +
      "They made decisions quickly, owned the consequences, and adjusted without drama.\n\n" +
      "The ones who struggled did the opposite. They waited for perfect information, which never arrived.\n\n" +
      "If you lead a team, ask yourself honestly which group you belong to today.\n\n" +
      "Then make one decision you have been putting off. This week, not next quarter.\n\n" +
      "Which trait have you noticed in the best teams you have worked with?",
  },

  // Tools Recommendations
  {
    id: "tools-5-tools",
    title: "5 tools I use every single day",
    category: "Tools Recommendations",
    content:
      "5 tools I use every single day as a {role}.\n\n" +
      "No sponsorships. Just what actually stays open on my screen.\n\n" +
      "1. {tool_1}, for {use_1}.\n" +
      "2. {tool_2}, for {use_2}.\n" +
      "3. A plain notes app, for capturing ideas before they disappear.\n" +
      "4. A calendar with time blocks, so deep work happens on purpose.\n" +
      "5. A simple timer. Twenty-five minutes of focus beats three hours of half-attention.\n\n" +
      "The right tools do not make you good at your job. They remove the friction so you can be.\n\n" +
      "What is one tool you could not work without?",
  },
  {
    id: "tools-3-tool-stack",
    title: "My whole stack is just 3 tools",
    category: "Tools Recommendations",
    content:
      "People keep asking how we handle {workflow} with such a small team.\n\n" +
      "Here is the complete stack.\n\n" +
      "→ Planning: {tool_1}\n" +
      "→ Doing the work: {tool_2}\n" +
      "→ Reviewing and sharing: {tool_3}\n\n" +
      "That is it. Three tools.\n\n" +
      "We used to have nine. Every extra tool added a login, a stream of notifications, and one more place for information to hide.\n\n" +
      "Cutting back saved us roughly {time_saved} every week.\n\n" +
      "My rule now: before adding a new tool, remove an old one.\n\n" +
      "What does your stack look like?",
  },
  {
    id: "tools-underrated-pick",
    title: "The underrated tool nobody mentions",
    category: "Tools Recommendations",
    content:
      "The most underrated tool in {field} right now is {tool}.\n\n" +
      "Everyone talks about the big names. Almost nobody mentions this one.\n\n" +
      "I started using it {timeframe} ago for {use_case}.\n\n" +
      "What surprised me:\n\n" +
      "→ It took less than an hour to set up.\n" +
      "→ The team adopted it without a single training session.\n" +
      "→ It quietly replaced two other things we were paying for.\n\n" +
      "The result: {result}.\n\n" +
      "I am not affiliated with them in any way. I just think good tools deserve more attention than loud ones.\n\n" +
      "What underrated tool would you recommend?",
  },
  {
    id: "tools-before-after",
    title: "Before and after one tool",
    category: "Tools Recommendations",
    content:
      "Before {tool}: {before_state}.\n\n" +
      "After {tool}: {after_state}.\n\n" +
      "That is the shortest review I can write.\n\n" +
      "The longer version: we were losing hours every week to {pain_point}. Nobody noticed, because the cost was spread across the whole team in small pieces.\n\n" +
      "Once we measured it, the case was obvious. We trialled {tool} for two weeks on a single project.\n\n" +
      "By the end of the trial, nobody wanted to go back.\n\n" +
      "Lesson: the most expensive problems are the ones that are too small to notice one at a time.\n\n" +
      "Which tool changed how your team works?",
  },
  {
    id: "tools-free-5",
    title: "5 free tools that feel like cheating",
    category: "Tools Recommendations",
    content:
      "5 free tools for {audience} that feel like cheating:\n\n" +
      "1. {tool_1}. Does the job of software that usually costs a monthly subscription.\n" +
      "2. {tool_2}. Saves me at least an hour every week.\n" +
      "3. {tool_3}. The one I recommend to every new hire.\n" +
      "4. Your phone's voice recorder. The best brainstorming partner I own.\n" +
      "5. A shared document with a clear title. Still beats most project management setups.\n\n" +
      "You do not need a big budget to do great work. You need to know where to look.\n\n" +
      "Save this for your next tool audit.\n\n" +
      "Which free tool would you add?",
  },
  {
    id: "tools-head-to-head",
    title: "I tested two tools side by side",
    category: "Tools Recommendations",
    content:
      "I spent {timeframe} testing {tool_1} and {tool_2} side by side.\n\n" +
      "Here is my honest verdict.\n\n" +
      "{tool_1} wins if you care about speed and simplicity. Setup is quick and the learning curve is gentle.\n\n" +
      "{tool_2} wins if you need depth and control. It takes longer to learn, but it grows with you.\n\n" +
      "My pick for {use_case}: {winner}.\n\n" +
      "But the real lesson was this: the tool mattered less than the process around it. Both worked well once we agreed on how to use them.\n\n" +
      "Pick one, commit for a month, then judge.\n\n" +
      "Which one would you choose?",
  },
  {
    id: "tools-ai-workflow",
    title: "How I actually use AI at work",
    category: "Tools Recommendations",
    content:
      "I use AI every day in my work as a {role}. Probably not the way you think.\n\n" +
      "I do not use it to do my thinking. I use it to speed up the parts around the thinking.\n\n" +
      "Here is how:\n\n" +
      "→ First drafts of {task_1}, which I then rewrite in my own words.\n" +
      "→ Summaries of long documents before a meeting.\n" +
      "→ A sparring partner when I am stuck on {task_2}.\n\n" +
      "What I never hand over: decisions, relationships, and anything that needs judgment.\n\n" +
      "The result so far: {result}.\n\n" +
      "The tool is powerful. Your judgment is still the product.\n\n" +
      "How are you using AI at work right now?",
  },
  {
    id: "tools-quit-one",
    title: "The popular tool I quit",
    category: "Tools Recommendations",
    content:
      "{timeframe} ago, I cancelled {tool}.\n\n" +
      "Everyone in {industry} seemed to use it, so I assumed I needed it too.\n\n" +
      "The truth: I was paying for features I never touched, and spending more time managing the tool than doing the work.\n\n" +
      "What I use instead: {replacement}.\n\n" +
      "It does less. That is exactly why it works.\n\n" +
      "Since switching, {result}.\n\n" +
      "Before you add a popular tool to your stack, ask one question: what problem am I solving, and is this the simplest way to solve it?\n\n" +
      "Which tool did you quit and never miss?",
  },
  {
    id: "tools-new-hire-kit",
    title: "The starter kit every new hire gets",
    category: "Tools Recommendations",
    content:
      "Every new person who joins our {team} team gets the same starter kit on day one.\n\n" +
      "1. {tool_1}, for everything we write together.\n" +
      "2. {tool_2}, for tasks and deadlines.\n" +
      '3. A one-page document called "How we work". No jargon.\n' +
      "4. A list of five people to have coffee with in their first month.\n\n" +
      "The tools matter. The last two items matter more.\n\n" +
      "New hires rarely struggle because they lack software. They struggle because they do not know who to ask or what good looks like.\n\n" +
      "Since we introduced the kit, {result}.\n\n" +
      "What is in your onboarding kit?",
  },
  {
    id: "tools-one-automation",
    title: "One automation that saves me hours",
    category: "Tools Recommendations",
    content:
      "One small automation saves me about {time_saved} every week.\n\n" +
      "Here is the setup.\n\n" +
      "Every time {trigger}, {tool} automatically {action}.\n\n" +
      "That is it. No code, no engineers, no budget approval.\n\n" +
      "Before, I did this by hand. It took a few minutes each time, which felt like nothing. Over a year, it added up to days.\n\n" +
      "The lesson: look for the tasks you repeat so often that you no longer notice them. Those are the best candidates for automation.\n\n" +
      "Start with one. Measure the time you get back. Then find the next one.\n\n" +
      "What is the best automation you have ever set up?",
  },

  // Learning Insights
  {
    id: "learning-7-insights",
    title: "7 insights from doing the work",
    category: "Learning Insights",
    content:
      "7 insights from {timeframe} of {activity}:\n\n" +
      "1. The first month is the hardest. After that, momentum does a lot of the work.\n" +
      "2. Feedback from {audience} is worth more than any course.\n" +
      "3. Progress is rarely linear. Plateaus are part of the process.\n" +
      "4. Writing things down doubles what you remember.\n" +
      "5. {insight_1}\n" +
      "6. Most people quit right before it starts to pay off.\n" +
      "7. {insight_2}\n\n" +
      "If you are just getting started, number 6 is the one to remember.\n\n" +
      "Which of these resonates most with you?\n\n" +
      "#learning #growth",
  },
  {
    id: "learning-one-book",
    title: "The one idea a book left me with",
    category: "Learning Insights",
    content:
      "I finished {book} last week. One idea has not left my head since.\n\n" +
      "{key_idea}\n\n" +
      "I have read dozens of books about {topic}, and most of them blur together after a month. This one did not, because it changed something I actually do.\n\n" +
      "Since reading it, I have started {new_habit}.\n\n" +
      "It is a small change. But small changes made daily are the ones that stick.\n\n" +
      "If you only read one book this quarter, make it this one.\n\n" +
      "What book changed how you work?",
  },
  {
    id: "learning-course-takeaways",
    title: "3 takeaways from a course I finished",
    category: "Learning Insights",
    content:
      "I just completed {course}. Here are my 3 key takeaways, so you get the value in two minutes.\n\n" +
      "1. {takeaway_1}\n" +
      "2. {takeaway_2}\n" +
      "3. {takeaway_3}\n\n" +
      "The most valuable part was not the content. It was being forced to practise every week, with deadlines and people watching.\n\n" +
      "Would I recommend it? For {audience}, yes. If you are more experienced, the first half will feel slow.\n\n" +
      "Learning never really ends in our field. It just changes shape.\n\n" +
      "What are you learning right now?",
  },
  {
    id: "learning-event-notes",
    title: "My condensed notes from an event",
    category: "Learning Insights",
    content:
      "I spent {duration} at {event} listening to some of the sharpest people in {industry}.\n\n" +
      "My notes, condensed:\n\n" +
      "→ {insight_1}\n" +
      "→ {insight_2}\n" +
      "→ Everyone is talking about change. Very few are talking about how to bring their teams along.\n" +
      "→ The best conversations happened in the hallway, not on stage.\n\n" +
      "The one idea I am taking back to my team on Monday: {action}.\n\n" +
      "Were you there? I would love to compare notes.\n\n" +
      "And if you missed it, which of these surprises you most?",
  },
  {
    id: "learning-30-day-experiment",
    title: "What a 30-day experiment taught me",
    category: "Learning Insights",
    content:
      "For 30 days, I {experiment}.\n\n" +
      "Here is what I learned.\n\n" +
      "Week 1 was exciting. Everything felt new and I was fully motivated.\n\n" +
      "Week 2 was hard. The novelty wore off and I nearly quit twice.\n\n" +
      "Week 3 was when it clicked. {turning_point}\n\n" +
      "Week 4 felt almost automatic. I no longer had to decide to do it.\n\n" +
      "The outcome: {result}.\n\n" +
      "The biggest lesson was not about {topic} at all. It was about how habits are built: through boring repetition on the days you do not feel like it.\n\n" +
      "What would you try for 30 days?",
  },
  {
    id: "learning-mentor-advice",
    title: "The best advice a mentor gave me",
    category: "Learning Insights",
    content:
      "The best advice I ever received came from {mentor}, in a conversation that lasted less than five minutes.\n\n" +
      "I was stuck on {situation} and asked what I should do.\n\n" +
      'The answer: "{advice}"\n\n' +
      "At the time, it felt too simple. I wanted a detailed plan, with steps and deadlines.\n\n" +
      "Years later, I realise simple was the point. It is the one piece of advice I still use almost every week.\n\n" +
      "Good mentors do not hand you answers. They hand you better questions.\n\n" +
      "Who gave you advice that still shapes how you work?",
  },
  {
    id: "learning-3-unlearned",
    title: "3 things I had to unlearn",
    category: "Learning Insights",
    content:
      "Growing in {field} meant unlearning as much as learning.\n\n" +
      "3 things I had to let go of:\n\n" +
      '1. "Busy means productive." It does not. {unlearning_1}\n\n' +
      '2. "Asking for help looks weak." The opposite is true. The people I admire most ask questions constantly.\n\n' +
      '3. "{old_belief}" This one took me the longest. What replaced it: {new_belief}.\n\n' +
      "Unlearning is uncomfortable, because it means admitting you were wrong for a while.\n\n" +
      "It is also the fastest way to grow.\n\n" +
      "What did you have to unlearn?",
  },
  {
    id: "learning-data-surprise",
    title: "What the numbers taught me",
    category: "Learning Insights",
    content:
      "I analysed {data_set} from the last {timeframe}. The numbers told a different story than I expected.\n\n" +
      "What I assumed: {assumption}.\n\n" +
      "What the data showed: {finding}.\n\n" +
      "That gap changed how we plan.\n\n" +
      "Three lessons I am taking forward:\n\n" +
      "→ Check your assumptions before building a strategy on them.\n" +
      "→ Look at the data you already have before collecting more.\n" +
      "→ Share surprising findings early, even when they are uncomfortable.\n\n" +
      "Numbers do not replace judgment. But they are very good at correcting it.\n\n" +
      "What is the last data point that surprised you?",
  },
  {
    id: "learning-by-teaching",
    title: "What teaching others taught me",
    category: "Learning Insights",
    content:
      "I recently taught {subject} to {learners}. I thought I was the teacher. I ended up learning the most.\n\n" +
      "When you explain something to someone new, every gap in your own understanding becomes obvious.\n\n" +
      "Three things I realised:\n\n" +
      "1. I had been using jargon to hide fuzzy thinking.\n" +
      '2. The "obvious" steps are exactly where beginners get lost.\n' +
      "3. {realisation}\n\n" +
      "If you want to truly understand something, try teaching it to someone who knows nothing about it.\n\n" +
      "Their questions will humble you. Then they will make you better.\n\n" +
      "When did teaching something teach you the most?",
  },
  {
    id: "learning-period-review",
    title: "My honest review of the last quarter",
    category: "Learning Insights",
    content:
      "{period} is almost over. Before it ends, I wanted to write down what it taught me.\n\n" +
      "What worked: {what_worked}.\n\n" +
      "What did not: {what_failed}.\n\n" +
      "What surprised me: how much progress came from a few focused weeks rather than from constant effort.\n\n" +
      "What I am changing next: {next_change}.\n\n" +
      "I share this partly for accountability and partly because reflection is easier in public. You cannot pretend you never wrote it down.\n\n" +
      "If you have not done your own review yet, steal these four questions. They take fifteen minutes.\n\n" +
      "What did this period teach you?",
  },

  // Lessons from Mistakes
  {
    id: "mistakes-biggest-one",
    title: "My biggest professional mistake",
    category: "Lessons from Mistakes",
    content:
      "My biggest professional mistake cost {cost}.\n\n" +
      "I was {timeframe} into my role at {company}. Confident. Maybe too confident.\n\n" +
      "I {mistake}.\n\n" +
      "I did not ask for a second opinion. I did not test it first. I assumed I knew better.\n\n" +
      "The fallout was immediate, and it was public.\n\n" +
      "What I learned: {lesson}\n\n" +
      "Today, I am grateful it happened early. It taught me more than any success could have.\n\n" +
      "Mistakes are tuition. The only waste is not learning from them.\n\n" +
      "What mistake taught you the most?",
  },
  {
    id: "mistakes-hiring",
    title: "The hiring mistake I will not repeat",
    category: "Lessons from Mistakes",
    content:
      "I once hired someone for a {role} position based almost entirely on their CV.\n\n" +
      "Impressive background. Great interview. Every box ticked.\n\n" +
      "Within {timeframe}, it was clear it was not working. Not because they lacked skill, but because {real_issue}.\n\n" +
      "That was my mistake, not theirs. I never asked the questions that mattered.\n\n" +
      "Now I always ask: {new_question}\n\n" +
      "Since then, our hires have stayed longer and ramped up faster.\n\n" +
      "A CV tells you what someone has done. The right questions tell you how they will work with you.\n\n" +
      "What is the one interview question you never skip?",
  },
  {
    id: "mistakes-launch-flop",
    title: "The launch that flopped",
    category: "Lessons from Mistakes",
    content:
      "We launched {product} after {timeframe} of work.\n\n" +
      "It flopped.\n\n" +
      "{signups} sign-ups in the first week. We had planned for many times that.\n\n" +
      "Here is what went wrong:\n\n" +
      "1. We built what we wanted, not what {audience} asked for.\n" +
      "2. We told nobody until launch day.\n" +
      "3. We treated launch as the finish line instead of the starting line.\n\n" +
      "What we did next: {recovery}.\n\n" +
      "Failure is information. Expensive information, but still information.\n\n" +
      "Have you had a launch that did not go to plan?",
  },
  {
    id: "mistakes-yes-to-everything",
    title: "I said yes to everything",
    category: "Lessons from Mistakes",
    content:
      "For {timeframe}, I said yes to everything.\n\n" +
      'Every meeting. Every side project. Every "quick favour".\n\n' +
      "I thought it made me valuable. It made me exhausted.\n\n" +
      "My best work suffered, because I never had time to do it properly. {consequence}\n\n" +
      "The turning point came when {turning_point}.\n\n" +
      "Now I use a simple rule: if it is not a clear yes, it is a no.\n\n" +
      "Saying no is not selfish. It is how you protect the work that matters most.\n\n" +
      "What is something you said no to recently that you are proud of?",
  },
  {
    id: "mistakes-ignored-feedback",
    title: "The feedback I ignored",
    category: "Lessons from Mistakes",
    content:
      'Early in my career, a {person} told me: "{feedback}"\n\n' +
      "I ignored it. I thought they did not understand my work.\n\n" +
      "They were right.\n\n" +
      "It took me {timeframe} and one painful {setback} to see it.\n\n" +
      "The feedback that stings the most is usually the feedback we need the most. Defensiveness is often a sign that someone has hit something true.\n\n" +
      "These days, when feedback stings, I wait 24 hours before I respond. Then I ask myself one question: what if they are right?\n\n" +
      "What feedback did you ignore that turned out to be true?",
  },
  {
    id: "mistakes-micromanaging",
    title: "I micromanaged my first team",
    category: "Lessons from Mistakes",
    content:
      "When I first became a manager, I micromanaged everything.\n\n" +
      "I reviewed every {deliverable}. I rewrote emails. I joined meetings I had no reason to be in.\n\n" +
      "I told myself I was protecting quality. In reality, I was protecting my own anxiety.\n\n" +
      "The cost: {consequence}.\n\n" +
      "What changed it: {change_trigger}.\n\n" +
      "Today I focus on three things: clear goals, clear context, and clear check-ins. Then I get out of the way.\n\n" +
      "My team does better work now than when I was watching every step.\n\n" +
      "Managers, what was the hardest habit for you to drop?",
  },
  {
    id: "mistakes-scaled-too-fast",
    title: "We grew too fast",
    category: "Lessons from Mistakes",
    content:
      "In {year}, we grew the team from {start_size} to {end_size} people in under a year.\n\n" +
      "It felt like success. It was actually the start of our hardest period.\n\n" +
      "What we got wrong:\n\n" +
      "→ We hired for the roadmap, not for the revenue.\n" +
      "→ Culture became whatever each new manager brought with them.\n" +
      "→ Nobody owned onboarding, so everyone figured it out alone.\n\n" +
      "What we learned: {lesson}\n\n" +
      "Growth is not the goal. Healthy growth is.\n\n" +
      "If you are about to scale, slow down just enough to build the foundations first.\n\n" +
      "Founders, what would you have done differently?",
  },
  {
    id: "mistakes-first-year-3",
    title: "3 mistakes from my first year",
    category: "Lessons from Mistakes",
    content:
      "3 mistakes I made in my first year as a {role}, so you can skip them:\n\n" +
      "1. I tried to impress instead of trying to learn. I nodded along in meetings instead of admitting I did not understand. {mistake_detail}\n\n" +
      "2. I worked harder instead of smarter. Long hours felt like commitment. They were mostly inefficiency.\n\n" +
      "3. I did not build relationships outside my team. When I needed support for {project}, I had nobody to call.\n\n" +
      "If I could go back, I would ask more questions, leave on time more often, and have coffee with someone new every week.\n\n" +
      "Which of these have you made too?",
  },
  {
    id: "mistakes-lost-client",
    title: "How I lost our biggest client",
    category: "Lessons from Mistakes",
    content:
      "I lost our biggest client on a {day}.\n\n" +
      "{percentage} of our revenue, gone in a single phone call.\n\n" +
      "The worst part? I saw it coming and did nothing.\n\n" +
      "The signs were there for months: {warning_signs}. I told myself it was temporary.\n\n" +
      "What I learned:\n\n" +
      "1. Never let one client become your whole business.\n" +
      "2. Talk about problems while they are still small.\n" +
      "3. {lesson}\n\n" +
      "We rebuilt. It took {timeframe}, and the business is healthier for it.\n\n" +
      "But I would not wish that phone call on anyone.\n\n" +
      "Have you ever lost a client you thought was safe?",
  },
  {
    id: "mistakes-perfectionism",
    title: "What perfectionism cost me",
    category: "Lessons from Mistakes",
    content:
      "Perfectionism cost me {cost}.\n\n" +
      "I spent {timeframe} polishing {project} before showing it to anyone.\n\n" +
      "When I finally shared it, the feedback was clear within a day: the core idea needed to change.\n\n" +
      "All that polish went straight in the bin.\n\n" +
      "Now I share work when it is about 70 percent done. It feels uncomfortable every single time.\n\n" +
      "But I get useful feedback sooner, I waste less effort, and the final result is better.\n\n" +
      "Done and improved beats perfect and late.\n\n" +
      "Are you sitting on something that is good enough to share today?",
  },

  // Inspirational Stories
  {
    id: "inspire-underdog",
    title: "The underdog who kept going",
    category: "Inspirational Stories",
    content:
      "{person} was told {discouragement}.\n\n" +
      "Not once. Many times.\n\n" +
      "They had no connections in {industry}, no savings to fall back on, and no obvious reason to believe it would work.\n\n" +
      "They started anyway. Small, quiet, consistent.\n\n" +
      "Some weeks nothing happened. Some weeks things went backwards.\n\n" +
      "{timeframe} later: {achievement}.\n\n" +
      "I think about this story whenever I feel behind.\n\n" +
      "Talent matters. Luck matters. But the willingness to keep going when nobody is clapping matters most.\n\n" +
      "Which underdog story inspires you?",
  },
  {
    id: "inspire-small-kindness",
    title: "A small act of kindness at work",
    category: "Inspirational Stories",
    content:
      "Yesterday, a {colleague} did something small that I will remember for a long time.\n\n" +
      "{kind_act}\n\n" +
      "It took them maybe five minutes. It changed my whole week.\n\n" +
      "We talk a lot about strategy, targets and performance. We talk much less about the small moments that make people want to show up.\n\n" +
      "Culture is not what is written on the wall. It is what people do when nobody asks them to.\n\n" +
      "So here is a small challenge: do one thing today for a colleague that nobody asked you to do.\n\n" +
      "Then tell me about it in the comments.",
  },
  {
    id: "inspire-where-i-started",
    title: "Where I started vs where I am now",
    category: "Inspirational Stories",
    content:
      "My first job was {first_job}. I earned {first_salary}.\n\n" +
      "Today, I am {current_role}.\n\n" +
      "People sometimes assume there was a master plan. There was not.\n\n" +
      "There were good people who gave me chances I had not earned yet. There were evenings spent learning things nobody asked me to learn. There were doors that closed, and a few that opened by accident.\n\n" +
      "If you are in a job right now that feels small, it is not wasted time. You are learning how work actually works.\n\n" +
      "Every role teaches something. {first_job_lesson}\n\n" +
      "Where did you start?",
  },
  {
    id: "inspire-comeback",
    title: "The comeback after my lowest point",
    category: "Inspirational Stories",
    content:
      "{timeframe} ago, I hit the lowest point of my career.\n\n" +
      "{low_point}\n\n" +
      "I remember sitting in my car, wondering if I had made a huge mistake choosing this path.\n\n" +
      "I did not have a grand plan to recover. I had a list of small things I could do each day:\n\n" +
      "→ Reach out to one person.\n" +
      "→ Learn one new thing.\n" +
      "→ Finish one piece of work I was proud of.\n\n" +
      "Day by day, it added up.\n\n" +
      "Today: {comeback}.\n\n" +
      "If you are in a low moment right now, it is not the end of your story. It is the middle.\n\n" +
      "Keep going.",
  },
  {
    id: "inspire-team-pulled-it-off",
    title: "The team that pulled it off",
    category: "Inspirational Stories",
    content:
      "I want to take a moment to celebrate my team.\n\n" +
      "Last {timeframe}, we faced {challenge}. Tight deadline, limited resources, and plenty of reasons to give up.\n\n" +
      "Nobody did.\n\n" +
      "{team_moment}\n\n" +
      "The result: {result}.\n\n" +
      "But what I am proudest of is not the outcome. It is how we got there: honest conversations, people covering for each other, and zero blame when things went wrong.\n\n" +
      "Great teams are not built by accident. They are built in moments like this.\n\n" +
      "Thank you, {team_name}. I am lucky to work with you.",
  },
  {
    id: "inspire-late-start",
    title: "It is never too late to start",
    category: "Inspirational Stories",
    content:
      "{person} started {new_path} at {age}.\n\n" +
      'Everyone around them had an opinion. Most were variations of "Isn\'t it a bit late for that?"\n\n' +
      "It was not.\n\n" +
      "They brought something younger people in the field did not have: decades of experience in {previous_field}, a calm way of handling pressure, and zero interest in impressing anyone.\n\n" +
      "Today, {result}.\n\n" +
      "There is no deadline for starting something new. The only real deadline is the one you set by never starting.\n\n" +
      "What would you start if age were not a factor?",
  },
  {
    id: "inspire-customer-message",
    title: "The customer message that made our week",
    category: "Inspirational Stories",
    content:
      "This message from a customer made our entire team stop for a moment:\n\n" +
      '"{customer_quote}"\n\n' +
      "When you work on {product} every day, it is easy to get lost in tickets, deadlines and dashboards.\n\n" +
      "Then a message like this arrives and reminds you why it matters.\n\n" +
      "Behind every metric is a person. Someone who {customer_impact}.\n\n" +
      "We printed this one out and put it on the wall.\n\n" +
      "To everyone building something right now: the people you help will not always write to you. But they notice.\n\n" +
      "What is the best message you have ever received from a customer?",
  },
  {
    id: "inspire-rejections",
    title: "Rejected again and again, then a yes",
    category: "Inspirational Stories",
    content:
      "I was rejected {number} times before I got my first yes.\n\n" +
      "{rejection_context}\n\n" +
      "Every rejection felt personal at the time. Looking back, each one taught me something:\n\n" +
      "→ Some showed me gaps in my skills.\n" +
      "→ Some showed me I was aiming at the wrong target.\n" +
      "→ Some were simply bad timing.\n\n" +
      "Then one day, {breakthrough}.\n\n" +
      "If you are collecting rejections right now, you are not failing. You are in the part of the story that makes the ending meaningful.\n\n" +
      "Keep sending. Keep showing up.\n\n" +
      "Which rejection are you now grateful for?",
  },
  {
    id: "inspire-family-lesson",
    title: "What my family taught me about work",
    category: "Inspirational Stories",
    content:
      "My {family_member} never worked in an office. But they taught me more about work than any manager.\n\n" +
      "They {their_work}, often for long hours and little recognition.\n\n" +
      "Three things I learned from watching them:\n\n" +
      "1. Show up, especially when it is hard.\n" +
      "2. Treat every person with the same respect, whatever their title.\n" +
      "3. {lesson}\n\n" +
      "I think about them whenever a project gets tough or a meeting gets tense.\n\n" +
      "Some of the best leadership lessons do not come from leaders at all.\n\n" +
      "Who taught you the most about work?",
  },
  {
    id: "inspire-one-decision",
    title: "One decision that changed everything",
    category: "Inspirational Stories",
    content:
      "One decision changed the direction of my career.\n\n" +
      "In {year}, I decided to {decision}.\n\n" +
      "It did not look smart at the time. {doubt}\n\n" +
      "What happened next was not a straight line. There were setbacks, doubts, and at least one moment when I nearly reversed it.\n\n" +
      "But that decision opened doors I did not even know existed. Today, {outcome}.\n\n" +
      "Big changes rarely feel big in the moment. They feel like a small, scary yes.\n\n" +
      "If you are standing in front of a decision like that right now, this is your sign to look at it honestly.\n\n" +
      "What decision changed your path?",
  },

  // Personal Experiences
  {
    id: "personal-first-week",
    title: "Honest notes from my first week",
    category: "Personal Experiences",
    content:
      "My first week at {company} is done.\n\n" +
      "Some honest reflections:\n\n" +
      "→ Imposter syndrome is real. I have looked up more acronyms this week than in the whole of last year.\n" +
      "→ People here are generous with their time. {memorable_moment}\n" +
      "→ I underestimated how tiring it is to learn everything at once.\n\n" +
      "What I am focusing on next: {next_focus}.\n\n" +
      "Starting something new is humbling. It is also one of the fastest ways to grow.\n\n" +
      "To anyone starting a new role this month: it gets easier. And if you need an encouraging word, my messages are open.",
  },
  {
    id: "personal-burnout",
    title: "I burned out. Here is what helped",
    category: "Personal Experiences",
    content:
      "I burned out in {year}. I did not see it coming.\n\n" +
      "From the outside, everything looked fine. {outside_view}\n\n" +
      "Inside, I was running on empty. I could not concentrate, I slept badly, and I stopped enjoying things I used to love.\n\n" +
      "What helped me recover:\n\n" +
      "1. Admitting it, first to myself, then to my manager.\n" +
      "2. {recovery_step}\n" +
      "3. Rebuilding my days around energy, not just time.\n\n" +
      "I am sharing this because nobody talks about it until it is too late.\n\n" +
      "If you recognise yourself in this, please talk to someone today. It is not weakness. It is maintenance.",
  },
  {
    id: "personal-career-change",
    title: "Why I changed careers",
    category: "Personal Experiences",
    content:
      "After {years} years in {old_career}, I made the switch to {new_career}.\n\n" +
      "People ask me why. The honest answer: I stopped learning, and I started to notice.\n\n" +
      "The change was not easy.\n\n" +
      "→ I took a step back in title.\n" +
      "→ I had to get comfortable being the least experienced person in the room.\n" +
      "→ I questioned the decision at least once a week for the first six months.\n\n" +
      "But {payoff}.\n\n" +
      "If you are thinking about a change, here is what I wish I had known: your past experience is not wasted. It becomes your advantage.\n\n" +
      "Have you changed careers? What surprised you most?",
  },
  {
    id: "personal-real-day",
    title: "A real, unfiltered day in my job",
    category: "Personal Experiences",
    content:
      "People often ask what a {role} actually does all day. Here is a real, unfiltered day.\n\n" +
      "7:00 Coffee and a quick scan of messages. Nothing gets answered yet.\n\n" +
      "9:00 Deep work on {main_task}. Phone in another room.\n\n" +
      "12:00 Lunch with {lunch_company}. Usually the best meeting of the day.\n\n" +
      "14:00 Back-to-back calls. This is where most decisions get made.\n\n" +
      "16:00 {afternoon_task}\n\n" +
      "18:00 Done. I try hard not to open the laptop again.\n\n" +
      "It is less glamorous than it looks online. It is also more rewarding than I expected.\n\n" +
      "What does your typical day look like?",
  },
  {
    id: "personal-work-setup",
    title: "What my work setup taught me",
    category: "Personal Experiences",
    content:
      "I have been working {work_setup} for {timeframe}. Here is what nobody told me.\n\n" +
      "The good: no commute, more focus, and time I never had before for {personal_priority}.\n\n" +
      "The hard: loneliness sneaks up on you. Some weeks, my longest conversation was with a delivery driver.\n\n" +
      "What helped:\n\n" +
      "→ A fixed start and end to my day.\n" +
      "→ One video call a week that was purely social.\n" +
      "→ {coping_habit}\n\n" +
      "Where and how we work shapes who we become. It is worth being deliberate about it.\n\n" +
      "How has your work setup changed you?",
  },
  {
    id: "personal-imposter",
    title: "I still feel like an imposter",
    category: "Personal Experiences",
    content:
      "Confession: I still feel like an imposter sometimes.\n\n" +
      "Even after {years} years. Even with the title of {title}.\n\n" +
      "It shows up in the moments you would expect: before a big presentation, when I am the only {difference} in the room, when someone asks a question I cannot answer.\n\n" +
      "What I have learned is that the feeling does not go away with success. It just becomes easier to act despite it.\n\n" +
      "My coping strategy: {strategy}\n\n" +
      "If you feel like this too, you are in very good company. Many people you admire feel it as well. They just do not post about it.\n\n" +
      "When do you feel it most?",
  },
  {
    id: "personal-family-and-career",
    title: "Balancing family and career, honestly",
    category: "Personal Experiences",
    content:
      "Being a {family_role} and a {job_role} at the same time is the hardest job I have ever had.\n\n" +
      "This morning alone: {morning_chaos}.\n\n" +
      "Then I logged on for a 9 o'clock meeting as if nothing had happened.\n\n" +
      "I used to hide this side of my life at work. I worried it would make me look less committed.\n\n" +
      "Now I talk about it openly, and something surprising happened: colleagues started sharing their own stories. Our team became more human.\n\n" +
      "Flexibility is not a perk. It is what allows people to bring their whole selves to work.\n\n" +
      "How does your workplace support life outside work?",
  },
  {
    id: "personal-side-project",
    title: "What my side project gave me",
    category: "Personal Experiences",
    content:
      "For the last {timeframe}, I have been working on a side project in the evenings: {project}.\n\n" +
      "It started as a way to learn {skill}. It turned into something more.\n\n" +
      "What it has given me:\n\n" +
      "→ A place to experiment without pressure.\n" +
      "→ New skills that made me better at my day job.\n" +
      "→ {unexpected_benefit}\n\n" +
      "It has also taught me a lot about energy. Some weeks I do nothing on it, and that is fine.\n\n" +
      "Side projects do not need to become businesses. Sometimes their only job is to keep you curious.\n\n" +
      "Are you working on something on the side?",
  },
  {
    id: "personal-trip-lesson",
    title: "What a trip taught me about work",
    category: "Personal Experiences",
    content:
      "I just got back from {place}. I did not expect a trip to change how I think about work.\n\n" +
      "{observation}\n\n" +
      "It made me realise how much of my working life runs on autopilot: the same meetings, the same habits, the same assumptions about how things must be done.\n\n" +
      "Stepping outside your routine is one of the best ways to see it clearly.\n\n" +
      "The change I am bringing back: {change}.\n\n" +
      "You do not need to travel far for this. A different walk, a new café, or a conversation with someone outside your industry can do the same.\n\n" +
      "When did a change of scenery change your thinking?",
  },
  {
    id: "personal-why-i-post",
    title: "Why I finally started posting here",
    category: "Personal Experiences",
    content:
      "{timeframe} ago, I was scared to post on LinkedIn.\n\n" +
      "I worried about what colleagues would think. I worried nobody would care. Most of all, I worried I had nothing worth saying.\n\n" +
      "I posted anyway. My first post got {first_post_result}.\n\n" +
      "I kept going, mostly writing about {topics}.\n\n" +
      "What has happened since:\n\n" +
      "→ I have met people I would never have crossed paths with.\n" +
      "→ {opportunity}\n" +
      "→ I think more clearly, because writing forces me to.\n\n" +
      "You do not need to be an expert to share what you learn. You just need to be one step ahead of someone.\n\n" +
      "What is stopping you from posting?",
  },

  // Debunking Myths
  {
    id: "myths-myth-vs-reality",
    title: "Myth vs reality",
    category: "Debunking Myths",
    content:
      "Myth: {myth}\n\n" +
      "Reality: {reality}\n\n" +
      "I hear this myth almost every week from {audience}. I understand why. It sounds logical, and a few well-known success stories seem to prove it.\n\n" +
      "But look closer and the picture changes.\n\n" +
      "→ The success stories are the exceptions everyone remembers.\n" +
      "→ The quiet failures are never mentioned.\n" +
      "→ What actually works is usually slower and less exciting.\n\n" +
      "Evidence beats anecdotes. Every time.\n\n" +
      "What myth in {industry} would you like to see disappear?",
  },
  {
    id: "myths-5-myths",
    title: "5 myths that refuse to die",
    category: "Debunking Myths",
    content:
      "5 myths about {topic} that refuse to die:\n\n" +
      '1. "You need a big budget." You need a clear goal. Budget comes second.\n\n' +
      '2. "It only works for big companies." Small teams are often faster at it.\n\n' +
      '3. "{myth_3}" Not true. {truth_3}\n\n' +
      '4. "Results show up in a week." Expect months, not days.\n\n' +
      '5. "Once it is set up, you are done." It needs regular attention to keep working.\n\n' +
      "The longer a myth survives, the more people build decisions on top of it.\n\n" +
      "Which myth did you believe the longest?",
  },
  {
    id: "myths-popular-advice",
    title: "Popular advice I disagree with",
    category: "Debunking Myths",
    content:
      'Everyone in {industry} repeats this advice: "{common_advice}"\n\n' +
      "I think it is wrong. Or at least badly incomplete.\n\n" +
      "Here is why. It assumes {hidden_assumption}. For most people, that is simply not true.\n\n" +
      "What I recommend instead: {alternative}.\n\n" +
      "It is less catchy. It will not go viral as a quote. But it works for far more people in real situations.\n\n" +
      "Good advice depends on context. Be careful with anything that claims to work for everyone.\n\n" +
      "Do you agree, or am I missing something?",
  },
  {
    id: "myths-data-check",
    title: "I checked the belief against data",
    category: "Debunking Myths",
    content:
      "There is a belief in {field} that {belief}.\n\n" +
      "I decided to check it against real numbers.\n\n" +
      "We looked at {data_source} covering {timeframe}.\n\n" +
      "The result: {finding}.\n\n" +
      "In other words, the belief does not hold up.\n\n" +
      "Why do myths like this survive? Because they are repeated by confident people, and because checking takes an effort most of us never make.\n\n" +
      "Next time you hear a rule presented as fact, ask one simple question: where is the data?\n\n" +
      "What belief have you seen proven wrong by data?",
  },
  {
    id: "myths-overnight-success",
    title: "The overnight success myth",
    category: "Debunking Myths",
    content:
      "People called {subject} an overnight success.\n\n" +
      "Here is what the overnight actually looked like:\n\n" +
      "→ {years} years of work that nobody noticed.\n" +
      "→ Dozens of attempts that went nowhere.\n" +
      "→ {hidden_work}\n" +
      "→ One moment when everything finally clicked.\n\n" +
      "We see the moment. We miss the years.\n\n" +
      "This myth is dangerous because it makes normal progress feel like failure. If you are two years into something and it still feels slow, you are not behind. You are on schedule.\n\n" +
      "Stop comparing your middle to someone else's highlight reel.\n\n" +
      'What is your "overnight" story?',
  },
  {
    id: "myths-follow-passion",
    title: 'Why "follow your passion" falls short',
    category: "Debunking Myths",
    content:
      '"Follow your passion" is some of the most repeated career advice out there.\n\n' +
      "It is also incomplete.\n\n" +
      "Most people do not start with a clear passion. They build one by getting good at something, seeing its impact, and gaining more freedom over how they do it.\n\n" +
      "My own path: I did not love {field} at first. I discovered {what_i_love} only after {timeframe} of doing the work.\n\n" +
      "Better advice: follow your curiosity, build valuable skills, and let passion grow out of mastery.\n\n" +
      "If you do not know what your passion is yet, you are not broken. You are early.\n\n" +
      "Did you find your passion, or did it find you?",
  },
  {
    id: "myths-longer-hours",
    title: "Longer hours do not mean better results",
    category: "Debunking Myths",
    content:
      "Myth: the people who work the longest hours get the best results.\n\n" +
      "I believed this for {timeframe}. My own calendar proved it wrong.\n\n" +
      "When I tracked my output, I noticed something uncomfortable. After about {hour_limit} hours of focused work a day, the quality of what I produced dropped sharply.\n\n" +
      "The extra hours were not adding value. They were adding mistakes I had to fix the next morning.\n\n" +
      "What actually changed my results: {real_driver}.\n\n" +
      "Hard work matters. But hours are an input, not an outcome.\n\n" +
      "Have you ever measured what your longest days actually produced?",
  },
  {
    id: "myths-linkedin-posting",
    title: "4 myths about posting on LinkedIn",
    category: "Debunking Myths",
    content:
      "Let's clear up 4 myths about posting on LinkedIn.\n\n" +
      'Myth 1: "You need thousands of followers to get results." The post that led to {opportunity} reached fewer than {reach} people.\n\n' +
      'Myth 2: "Personal stories are unprofessional." They are often the posts people remember longest.\n\n' +
      'Myth 3: "You have to post every day." Consistency matters more than frequency. Once a week, done well, beats daily noise.\n\n' +
      'Myth 4: "{myth_4}" In my experience, {truth_4}.\n\n' +
      "The best strategy is the one you can keep doing for a year.\n\n" +
      "Which myth held you back from posting?",
  },
  {
    id: "myths-leader-answers",
    title: "Leaders do not need all the answers",
    category: "Debunking Myths",
    content:
      "One of the most damaging myths in leadership: the leader must have all the answers.\n\n" +
      "When I first led a team at {company}, I tried to live up to it. I answered every question, even when I was guessing.\n\n" +
      "The result: {consequence}.\n\n" +
      'What works better is honesty. "I do not know yet, let\'s find out together" builds more trust than a confident wrong answer.\n\n' +
      "Your team does not need you to know everything. They need you to make it safe to say what they know.\n\n" +
      "Today, my favourite question in meetings is: {favourite_question}\n\n" +
      "Leaders, which myth did you have to let go of?",
  },
  {
    id: "myths-outsiders-get-wrong",
    title: "What outsiders get wrong about my field",
    category: "Debunking Myths",
    content:
      "What people outside {industry} get wrong about it:\n\n" +
      "They think it is {outsider_view}.\n\n" +
      "The reality, from someone who has worked in it for {years} years: {insider_view}.\n\n" +
      "This misunderstanding matters. It stops talented people from joining, and it shapes how customers, investors and even regulators treat us.\n\n" +
      "So here is a small request. If you work in {industry}, share one thing outsiders would be surprised to learn.\n\n" +
      "And if you do not, ask me anything in the comments. I will answer honestly.",
  },

  // Achievements and Milestones
  {
    id: "milestone-new-role",
    title: "Announcing a new role",
    category: "Achievements and Milestones",
    content:
      "I'm happy to share that I am starting a new role as {role} at {company}!\n\n" +
      "This one means a lot.\n\n" +
      "{timeframe} ago, I would not have believed this was possible. It took {journey}, and plenty of people who believed in me before I did.\n\n" +
      "Thank you to {thanks_to} for the guidance, the honest feedback and the occasional push.\n\n" +
      "To everyone who reached out during the search: every message, referral and coffee chat helped. I will pay it forward.\n\n" +
      "I am excited to {first_goal}.\n\n" +
      "New chapter, same curiosity. Let's go.\n\n" +
      "#newjob",
  },
  {
    id: "milestone-audience",
    title: "Celebrating an audience milestone",
    category: "Achievements and Milestones",
    content:
      "We just passed {number} {audience_unit}.\n\n" +
      "When we started, {starting_point}.\n\n" +
      "A few honest reflections on the way here:\n\n" +
      "→ The first hundred were the hardest. Every single one was earned.\n" +
      "→ The posts I almost did not publish often did best.\n" +
      "→ Consistency mattered far more than any single viral moment.\n\n" +
      "What is next: {next_goal}.\n\n" +
      "To everyone who has read, commented, shared or pushed back: thank you. You made this a conversation, not a broadcast.\n\n" +
      "What would you like to see more of from me?",
  },
  {
    id: "milestone-work-anniversary",
    title: "Celebrating a work anniversary",
    category: "Achievements and Milestones",
    content:
      "Today marks {years} years at {company}.\n\n" +
      "When I joined, I was {first_role}. I had no idea what I was getting into.\n\n" +
      "A few things I have learned along the way:\n\n" +
      "1. The people make the place. Always.\n" +
      "2. Your job description is the floor, not the ceiling.\n" +
      "3. {lesson}\n\n" +
      "Proudest moment so far: {proudest_moment}.\n\n" +
      "Thank you to everyone who has been part of the journey: the wins, the mistakes and the long afternoons.\n\n" +
      "Here's to the next chapter.",
  },
  {
    id: "milestone-business-number",
    title: "Our business just hit a big number",
    category: "Achievements and Milestones",
    content:
      "{company} just reached {milestone}.\n\n" +
      "{timeframe} ago, it was just {founders} and a shared spreadsheet.\n\n" +
      "I want to be honest about the road here, because milestone posts often skip the messy middle:\n\n" +
      "→ There were months we nearly ran out of money.\n" +
      "→ We changed direction twice.\n" +
      "→ We made hires that did not work out and decisions we had to reverse.\n\n" +
      "What kept us going: {what_kept_us_going}.\n\n" +
      "This milestone belongs to our team, our customers and everyone who took a chance on us early.\n\n" +
      "On to the next one.",
  },
  {
    id: "milestone-certification",
    title: "I passed a certification",
    category: "Achievements and Milestones",
    content:
      "I passed {certification}!\n\n" +
      "It took {timeframe} of early mornings, practice tests, and a few weekends I would rather have spent elsewhere.\n\n" +
      "Why I did it: {motivation}.\n\n" +
      "What helped me most:\n\n" +
      "→ Studying in short daily sessions rather than long weekend marathons.\n" +
      "→ Explaining each topic out loud as if teaching someone.\n" +
      "→ A study group that kept me accountable.\n\n" +
      "If you are preparing for this one, message me. Happy to share my notes and what I would do differently.\n\n" +
      "Next up: putting it into practice at work.",
  },
  {
    id: "milestone-launch-day",
    title: "It's live: announcing a launch",
    category: "Achievements and Milestones",
    content:
      "It's live. {product} is officially out in the world.\n\n" +
      "We built it for {audience} who are tired of {problem}.\n\n" +
      "What it does, in one sentence: {one_liner}.\n\n" +
      "This launch is the result of {timeframe} of building, testing, throwing things away and starting again.\n\n" +
      "Huge thanks to our early testers. Your feedback shaped nearly every screen.\n\n" +
      "If you try it, I would love to hear what you think, especially what is missing or confusing.\n\n" +
      "This is day one. The real work starts now.",
  },
  {
    id: "milestone-award",
    title: "Sharing an award, crediting the team",
    category: "Achievements and Milestones",
    content:
      "I am honoured to share that {recipient} received {award}.\n\n" +
      "Awards are nice. But what they really represent is the work behind them.\n\n" +
      "In this case: {work_behind_it}.\n\n" +
      "None of this happened alone. It happened because of {team_or_people}, who showed up on the good days and the hard ones.\n\n" +
      "If you are doing great work that nobody is recognising yet, keep going. Recognition often arrives late, but it does arrive.\n\n" +
      "Thank you to everyone who made this possible. Now, back to work.",
  },
  {
    id: "milestone-personal-goal",
    title: "I finally reached a long-held goal",
    category: "Achievements and Milestones",
    content:
      "I finally did it: {goal_achieved}.\n\n" +
      "This goal has been on my list for {timeframe}. I gave up on it at least twice.\n\n" +
      "What was different this time?\n\n" +
      "1. I made it smaller. Instead of one huge goal, I broke it into weekly steps.\n" +
      "2. I told people about it, so quitting quietly was no longer an option.\n" +
      "3. {difference}\n\n" +
      "The achievement itself feels great. But the bigger win is knowing I can follow through on something hard.\n\n" +
      "What is the goal you keep putting off? Maybe this is the year.",
  },
  {
    id: "milestone-team-growth",
    title: "Our team keeps growing",
    category: "Achievements and Milestones",
    content:
      "Our team at {company} just welcomed person number {number}.\n\n" +
      "I still remember when we all fit around one kitchen table.\n\n" +
      "Growing a team is exciting. It is also a responsibility. Every new person trusts that we will give them the support and clarity they need to do great work.\n\n" +
      "What we are doing to keep our culture as we grow:\n\n" +
      "→ {culture_practice}\n" +
      "→ Every new hire gets a buddy for their first month.\n" +
      "→ We write decisions down, so context does not depend on who you know.\n\n" +
      "And yes, we are still hiring: {open_roles}. My messages are open.",
  },
  {
    id: "milestone-graduation",
    title: "Finishing a degree or programme",
    category: "Achievements and Milestones",
    content:
      "I officially graduated from {program} at {institution}.\n\n" +
      "It was not a straight road. I studied while {life_situation}, which meant many late nights and many cold cups of coffee.\n\n" +
      "What I am taking with me:\n\n" +
      "→ Knowledge, of course.\n" +
      "→ A network of classmates I will keep learning from.\n" +
      "→ Proof to myself that I can finish something this hard.\n\n" +
      "A special thank you to {thanks_to}. I would not have made it without you.\n\n" +
      "Next step: {next_step}. If you work in this space, I would love to connect.",
  },

  // Practical Tips
  {
    id: "tips-5-quick-wins",
    title: "5 quick tips you can use today",
    category: "Practical Tips",
    content:
      "5 quick {topic} tips you can use today. No theory, just things that work.\n\n" +
      "1. {tip_1}\n" +
      "2. {tip_2}\n" +
      "3. Block 30 minutes on your calendar for it, or it will not happen.\n" +
      "4. Start with the smallest version. Improve it next week.\n" +
      "5. Ask one person for feedback before you call it finished.\n\n" +
      "Small habits repeated every week beat big plans that never start.\n\n" +
      "Pick one. Try it before Friday. Tell me how it went.\n\n" +
      "Save this post so you can find it when you need it.",
  },
  {
    id: "tips-emails-that-get-replies",
    title: "How to write emails that get replies",
    category: "Practical Tips",
    content:
      "Most emails are ignored for one reason: the reader cannot see what you want from them.\n\n" +
      "Here is how I write emails that get replies from {audience}:\n\n" +
      "→ Put the request in the first line, not the last.\n" +
      "→ One email, one ask.\n" +
      "→ Use the subject line to say what you need and by when.\n" +
      "→ Keep it under five sentences when you can.\n" +
      "→ End with a clear question they can answer quickly.\n\n" +
      'Example subject line: "{example_subject}"\n\n' +
      "Since I started doing this, my reply rate went from {before} to {after}.\n\n" +
      "Clear beats clever. Every time.\n\n" +
      "What is your best email tip?",
  },
  {
    id: "tips-shorter-meetings",
    title: "5 rules that cut our meeting time",
    category: "Practical Tips",
    content:
      "Our team cut meeting time by {percentage} in {timeframe}. Here is exactly how.\n\n" +
      "1. Every meeting needs a written goal in the invite. No goal, no meeting.\n" +
      "2. The default length is 25 minutes, not 30. And 50 minutes, not 60.\n" +
      "3. Decisions are written down before anyone leaves.\n" +
      "4. If it can be a message, it becomes a message.\n" +
      "5. {team_rule}\n\n" +
      'The result: more focus time, fewer "quick syncs", and meetings people actually want to attend.\n\n' +
      "Try one of these next week and see what happens.\n\n" +
      "What is your best rule for better meetings?",
  },
  {
    id: "tips-first-two-hours",
    title: "How I protect my first two hours",
    category: "Practical Tips",
    content:
      "The first two hours of my day decide how the rest of it goes.\n\n" +
      "Here is how I protect them:\n\n" +
      "→ No email or messages before {start_time}.\n" +
      "→ I write down the one task that would make today a success.\n" +
      "→ I work on that task first, before anything urgent shows up.\n" +
      "→ {personal_habit}\n\n" +
      "It sounds simple. It took me years to stick to it.\n\n" +
      "The difference: most days, I finish my most important work before noon. Everything after that is a bonus.\n\n" +
      "You do not need a perfect routine. You need a protected one.\n\n" +
      "How do you start your workday?",
  },
  {
    id: "tips-networking",
    title: "How to network without feeling awkward",
    category: "Practical Tips",
    content:
      "Networking feels awkward when you treat it as asking for something.\n\n" +
      "It feels natural when you treat it as curiosity.\n\n" +
      "Here is what works for me at {event_type}:\n\n" +
      "1. Ask people what they are working on right now, not what their job title is.\n" +
      "2. Listen for a problem you could help with, even in a small way.\n" +
      "3. Follow up within 48 hours with something useful: an article, an introduction, an idea.\n" +
      "4. {tip}\n\n" +
      "Most of my best opportunities came from conversations where I asked for nothing.\n\n" +
      "The best networkers I know are simply generous and consistent.\n\n" +
      "What is your go-to conversation starter?",
  },
  {
    id: "tips-profile-15-minutes",
    title: "Fix your profile in 15 minutes",
    category: "Practical Tips",
    content:
      "Your LinkedIn profile can be improved in 15 minutes. Here is how.\n\n" +
      '1. Headline: say who you help and how. For example: "{headline_example}"\n\n' +
      "2. Photo: recent, well lit, face clearly visible.\n\n" +
      "3. About section: start with the problem you solve for {audience}, not with your life story.\n\n" +
      "4. Featured: pin your best post or project.\n\n" +
      '5. Experience: add one result per role, with a number if you can. For example: "{result_example}"\n\n' +
      "Small changes, big difference. Your profile is read by people deciding whether to reply to you.\n\n" +
      "Which section are you updating first?\n\n" +
      "#linkedintips",
  },
  {
    id: "tips-feedback-structure",
    title: "A simple structure for useful feedback",
    category: "Practical Tips",
    content:
      "Giving feedback is a skill. Most of us were never taught it.\n\n" +
      "Here is the simple structure I use with my team at {company}:\n\n" +
      "1. Situation: when and where it happened.\n" +
      "2. Behaviour: what you actually saw, without judgment.\n" +
      "3. Impact: how it affected the work or the people.\n" +
      "4. Next step: one specific thing to try next time.\n\n" +
      'Example: "In {situation}, you {behaviour}. It meant {impact}. Next time, could we try a different approach?"\n\n' +
      "It keeps the conversation about the work, not the person.\n\n" +
      "Feedback is a gift when it is specific. It is noise when it is vague.\n\n" +
      "How do you give feedback?",
  },
  {
    id: "tips-weekly-system",
    title: "The weekly system that fixed my weeks",
    category: "Practical Tips",
    content:
      "As a {role}, I used to end every week feeling busy but behind. This simple system fixed it.\n\n" +
      "Sunday evening, 20 minutes:\n\n" +
      "→ List everything on my mind.\n" +
      "→ Pick three priorities for the week.\n" +
      "→ Block time for each one in my calendar.\n\n" +
      "Every morning, 5 minutes:\n\n" +
      "→ Check the three priorities.\n" +
      "→ Decide which one gets today's best hours.\n\n" +
      "Friday afternoon, 15 minutes:\n\n" +
      "→ Review what moved and what did not.\n" +
      "→ Note one thing to change next week.\n\n" +
      "I run it in {tool}, but a notebook works just as well.\n\n" +
      "Since starting this, {result}.\n\n" +
      "What does your weekly system look like?",
  },
  {
    id: "tips-presenting",
    title: "How I learned to present with confidence",
    category: "Practical Tips",
    content:
      "I used to dread presenting. My hands shook and my voice went up an octave.\n\n" +
      "Now I present to {audience} regularly. Here is what changed.\n\n" +
      "1. I rehearse out loud three times. Not in my head. Out loud.\n" +
      "2. I open with a story or a question, never an agenda slide.\n" +
      "3. I know my first and last sentences by heart.\n" +
      "4. I slow down on purpose. It always feels too slow. It never is.\n" +
      "5. {tip_5}\n\n" +
      "Nerves never fully go away. You just learn to use the energy.\n\n" +
      "Got a big presentation about {topic} coming up? You have got this.\n\n" +
      "What is your best presentation tip?",
  },
  {
    id: "tips-asking-for-raise",
    title: "How I prepared to ask for a raise",
    category: "Practical Tips",
    content:
      "Asking for a raise is uncomfortable. Going in unprepared is worse.\n\n" +
      "Here is the approach that worked for me when I went from {old_salary} to {new_salary}:\n\n" +
      "1. Document your results from the last 12 months. Numbers, not adjectives.\n" +
      "2. Research the market rate for a {role} in your area.\n" +
      "3. Schedule a dedicated meeting. Never ask in passing.\n" +
      '4. Lead with value: "Here is what I have delivered, and here is what I plan to deliver next."\n' +
      "5. Name a number, then stop talking.\n\n" +
      'If the answer is no, ask: "What would need to be true for this to be a yes in six months?"\n\n' +
      "You will not get what you do not ask for.\n\n" +
      "What is your best negotiation tip?",
  },

  // News Updates
  {
    id: "news-industry-take",
    title: "My take on this week's industry news",
    category: "News Updates",
    content:
      "Big news in {industry} this week: {news}.\n\n" +
      "Most of the headlines focus on {headline_angle}. I think the bigger story is somewhere else.\n\n" +
      "Here is what this likely means:\n\n" +
      "→ For companies: {impact_on_companies}.\n" +
      "→ For professionals: new skills will matter more than job titles.\n" +
      "→ For customers: expect change, but not overnight.\n\n" +
      "My prediction: in {timeframe}, we will look back on this as a turning point.\n\n" +
      "I could be wrong. But the pattern looks familiar. The early signs of every major shift in our industry looked small at first.\n\n" +
      "What is your read on it?",
  },
  {
    id: "news-company-announcement",
    title: "Sharing company news",
    category: "News Updates",
    content:
      "Some exciting news from {company}: {announcement}.\n\n" +
      "Why this matters for {audience}:\n\n" +
      "1. {benefit_1}\n" +
      "2. {benefit_2}\n" +
      "3. It is a direct result of the feedback we heard from you over the last few months.\n\n" +
      "This has been a team effort across product, design, support and everyone in between. I am proud of what we have built together.\n\n" +
      "More details and next steps are in the comments.\n\n" +
      "Questions? Ask below and I will make sure every one of them gets answered.",
  },
  {
    id: "news-report-breakdown",
    title: "Breaking down a new report",
    category: "News Updates",
    content:
      "A new report from {source} just landed, and one number stood out: {key_stat}.\n\n" +
      "I read all {page_count} pages so you do not have to. Three takeaways:\n\n" +
      "1. {takeaway_1}\n" +
      "2. The gap between leaders and everyone else is growing.\n" +
      "3. Most organisations know what they need to do. Few are doing it yet.\n\n" +
      "What I would do with this information: {recommendation}.\n\n" +
      "Reports like this are useful, but only if they change what we do on Monday morning.\n\n" +
      "Did anything in it surprise you?",
  },
  {
    id: "news-new-rule-explained",
    title: "A new rule explained in plain words",
    category: "News Updates",
    content:
      "A new {regulation} comes into effect on {date}.\n\n" +
      "If you work in {industry}, here is what you need to know, in plain language.\n\n" +
      "What changes: {what_changes}.\n\n" +
      "Who it affects: mostly teams that handle customer data, contracts or reporting.\n\n" +
      "What to do now:\n\n" +
      "→ Check whether your current process is affected.\n" +
      "→ Talk to your legal or compliance team before the deadline, not after.\n" +
      "→ Update your internal documentation.\n\n" +
      "Change like this is much easier when you prepare early.\n\n" +
      "Is your team ready? Drop your questions below and I will do my best to help.",
  },
  {
    id: "news-weekly-roundup",
    title: "The 3-story weekly roundup",
    category: "News Updates",
    content:
      "This week in {industry}, in under a minute:\n\n" +
      "1. {news_1}\n" +
      "2. {news_2}\n" +
      "3. {news_3}\n\n" +
      "Each one looks small on its own. Together, they point in one direction.\n\n" +
      "The thread connecting all three: {common_thread}.\n\n" +
      "If you only have time to follow one of these stories, follow number one. It will shape the conversation for months.\n\n" +
      "I share a roundup like this every week. Follow along if you want to stay up to date without the noise.\n\n" +
      "What did I miss this week?",
  },
  {
    id: "news-funding-round",
    title: "Announcing a funding round",
    category: "News Updates",
    content:
      "Big news: {company} has raised {amount} to {mission}.\n\n" +
      "The round was led by {investor}, with support from people we admire deeply.\n\n" +
      "What this means:\n\n" +
      "→ We are growing the team, with roles opening in the coming weeks.\n" +
      "→ We are doubling down on what our customers value most.\n" +
      "→ We are staying focused. Funding is fuel, not a finish line.\n\n" +
      "To our customers: thank you for trusting us early. You are the reason this happened.\n\n" +
      "To our team: this is your achievement. Let's keep building.\n\n" +
      "Interested in joining us? My messages are open.",
  },
  {
    id: "news-product-update",
    title: "What's new in the product this month",
    category: "News Updates",
    content:
      "What's new in {product} this month:\n\n" +
      "→ {feature_1}\n" +
      "→ {feature_2}\n" +
      "→ Faster loading across the board.\n" +
      "→ Dozens of small fixes you reported to us.\n\n" +
      "The update I am most excited about is the first one. It was the most requested change from {audience} this year.\n\n" +
      "Every item on this list started as a conversation with a customer.\n\n" +
      "We ship improvements every month, because small, steady updates beat big, risky releases.\n\n" +
      "Tried it yet? Let me know what you think, and what you would like to see next.",
  },
  {
    id: "news-trend-watch",
    title: "A trend I am watching closely",
    category: "News Updates",
    content:
      "A trend I am watching closely in {industry}: {trend}.\n\n" +
      "A year ago, almost nobody was talking about it. Now it comes up in nearly every conversation I have with {audience}.\n\n" +
      "Why it is happening:\n\n" +
      "1. {driver_1}\n" +
      "2. Expectations have shifted faster than most organisations can adapt.\n" +
      "3. The tools that make it possible are now cheap and widely available.\n\n" +
      "What it means for you: the people who experiment early will set the standards everyone else follows.\n\n" +
      "Are you seeing this too, or is it just my corner of the industry?",
  },
  {
    id: "news-we-are-hiring",
    title: "We are hiring",
    category: "News Updates",
    content:
      "We are hiring at {company}!\n\n" +
      "Open role: {role}.\n\n" +
      "What you will do: {responsibilities}.\n\n" +
      "What we offer:\n\n" +
      "→ A team that cares about doing good work and about each other.\n" +
      "→ Real ownership from your first month.\n" +
      "→ {perk}\n\n" +
      "Who we are looking for: someone curious, kind and comfortable with change. Experience matters, but attitude matters more.\n\n" +
      "Know someone who would be a great fit? Tag them below or share this post. Referrals bring us our best hires.\n\n" +
      "The link to apply is in the comments.\n\n" +
      "#hiring",
  },
  {
    id: "news-speaking-at-event",
    title: "Come see me speak at an event",
    category: "News Updates",
    content:
      "I will be speaking at {event} on {date}.\n\n" +
      "The topic: {talk_topic}.\n\n" +
      "Why I chose it: it is the question I hear most from {audience}, and I think most of the advice on it misses the point.\n\n" +
      "What you will leave with:\n\n" +
      "→ A clear framework you can apply the next day.\n" +
      "→ Real examples, including the ones that did not work.\n" +
      "→ Time for your questions at the end.\n\n" +
      "If you are attending, come and say hello. I would love to meet some of you in person.\n\n" +
      "If you cannot make it, leave your questions below. I will answer the best ones in a follow-up post.",
  },

  // Moment Marketing contents
  {
    id: "moment-trend-lesson",
    title: "What everyone's talking about teaches us",
    category: "Moment Marketing contents",
    content:
      "Everyone is talking about {event}. Here is what it can teach us about {topic}.\n\n" +
      "At first glance, it has nothing to do with our work. Look closer and the parallels are hard to miss.\n\n" +
      "{angle}\n\n" +
      "The brands that win in moments like this are not the loudest. They are the ones that connect the moment to something their audience genuinely cares about.\n\n" +
      "At {brand}, we asked ourselves one question: what would our customers actually find useful here?\n\n" +
      "That question matters more than any clever headline.\n\n" +
      "What lesson are you taking from {event}?",
  },
  {
    id: "moment-big-game",
    title: "Team lessons from a big sports moment",
    category: "Moment Marketing contents",
    content:
      "Did you watch {event}?\n\n" +
      "{highlight}\n\n" +
      "As someone who works at {brand}, I could not stop thinking about what it says about teams.\n\n" +
      "→ Preparation is invisible until the moment it matters.\n" +
      "→ Leaders set the tone long before the big moment.\n" +
      "→ Resilience is a team habit, not an individual trait.\n\n" +
      "{angle}\n\n" +
      "Sport is one of the few places where everyone can watch the work pay off in real time. At work it is less visible, but the same rules apply.\n\n" +
      "Who is your team's most valuable player this week?",
  },
  {
    id: "moment-holiday-season",
    title: "A seasonal post with a real message",
    category: "Moment Marketing contents",
    content:
      "{event} is here, and it always makes me think about {theme}.\n\n" +
      "At {brand}, we see it every year: {observation}.\n\n" +
      "This year, we wanted to do something a little different. {angle}\n\n" +
      "Moments like this are a good reminder that behind every customer, every colleague and every connection on this platform is a person with their own plans, pressures and people they care about.\n\n" +
      "However you are spending {event}, I hope you get a real break.\n\n" +
      "What is one tradition you never skip?",
  },
  {
    id: "moment-viral-trend",
    title: "3 questions before joining a viral trend",
    category: "Moment Marketing contents",
    content:
      "The internet could not stop talking about {event} this week.\n\n" +
      "Millions of views. Endless remixes. Every brand trying to join in.\n\n" +
      "Some did it brilliantly. Most did not.\n\n" +
      "The difference? The good ones had a genuine connection to the moment. They did not force it.\n\n" +
      "How we would approach it at {brand}: {angle}\n\n" +
      "3 questions to ask before you jump on any trend:\n\n" +
      "1. Does it fit who we are?\n" +
      "2. Would our audience find it funny, useful or relevant?\n" +
      "3. Can we move fast enough to be early, not late?\n\n" +
      "If the answer to any of these is no, skip it. There will be another trend next week.\n\n" +
      "Which brand do you think nailed it?",
  },
  {
    id: "moment-big-launch",
    title: "A calm take on a big company's launch",
    category: "Moment Marketing contents",
    content:
      "{company} just announced {event}, and my feed is full of hot takes.\n\n" +
      "Here is a calmer one.\n\n" +
      "For {audience}, this changes less than the headlines suggest, at least in the short term. Most teams will not change their workflows this quarter.\n\n" +
      "What it does change: expectations. Once people see what is possible, they start asking why your product cannot do it too.\n\n" +
      "My angle for {brand}: {angle}\n\n" +
      "Big launches are not just news. They are signals about where customer expectations are heading next.\n\n" +
      "What is your take?",
  },
  {
    id: "moment-awareness-day",
    title: "Marking an awareness day with action",
    category: "Moment Marketing contents",
    content:
      "Today is {event}.\n\n" +
      "It is easy to post a graphic and move on. I want to share something more useful.\n\n" +
      "At {brand}, here is what we are actually doing about {cause}:\n\n" +
      "→ {action_1}\n" +
      "→ Listening to the people most affected, not just talking about them.\n" +
      "→ Measuring progress and sharing it openly, even when it is slow.\n\n" +
      "Awareness days matter when they lead to action on the other 364 days of the year.\n\n" +
      "{angle}\n\n" +
      "What is your organisation doing, beyond today?",
  },
  {
    id: "moment-pop-culture",
    title: "What a hit show gets right about marketing",
    category: "Moment Marketing contents",
    content:
      "I finally watched {event}, the {format} everyone has been talking about.\n\n" +
      "And I cannot stop thinking about its lessons for {industry}.\n\n" +
      "{angle}\n\n" +
      "Great stories work because they make you care about a character before anything happens to them. Most marketing does the opposite: it starts with features and hopes you will care later.\n\n" +
      "At {brand}, we are borrowing one idea from it: start with the person, not the product.\n\n" +
      "Seen it yet? What did you take from it?",
  },
  {
    id: "moment-outage-response",
    title: "When a major service goes down",
    category: "Moment Marketing contents",
    content:
      "Did you notice {event} yesterday? Half the internet did.\n\n" +
      "Outages happen to everyone. What I find interesting is how companies respond.\n\n" +
      "The best responses have three things in common:\n\n" +
      "1. They communicate early, before people start guessing.\n" +
      "2. They are honest about what they know and what they do not.\n" +
      "3. They follow up with what they have changed.\n\n" +
      "{angle}\n\n" +
      "At {brand}, we keep a simple rule: tell customers what you would want to be told if you were in their place.\n\n" +
      "Trust is not built when everything works. It is built when something breaks.\n\n" +
      "How does your team communicate during incidents?",
  },
  {
    id: "moment-trend-twist",
    title: "Joining a trend with an honest twist",
    category: "Moment Marketing contents",
    content:
      "Everyone is sharing their {trend} this week. So here is ours, with a twist.\n\n" +
      "Instead of the usual highlights, here is what we really learned at {brand} this year:\n\n" +
      "→ Our most popular {content_type} was the one we almost did not publish.\n" +
      "→ Our customers care less about features and more about {customer_priority}.\n" +
      "→ {angle}\n\n" +
      "Trends are a great excuse to share something honest. Most people scroll past polished highlights. They stop for real lessons.\n\n" +
      "Your turn: what would your version of this look like?",
  },
  {
    id: "moment-headline-reaction",
    title: "A measured reaction to today's headline",
    category: "Moment Marketing contents",
    content:
      'The headline everyone is sharing today: "{headline}"\n\n' +
      "Most reactions fall into two camps: excitement or panic.\n\n" +
      "I think both miss the point.\n\n" +
      "As someone who works in {industry}, here is what I see: {angle}\n\n" +
      "What this means for {brand} and our customers: we are watching closely, but we are not changing course overnight. Good strategy survives news cycles.\n\n" +
      "If you are feeling pressure to react to {event}, take a breath. Ask what has actually changed for your customers this week. Often, the answer is less than it seems.\n\n" +
      "What is your reaction?",
  },
];

/** The first `limit` templates of a category, in file order. */
export function templatesIn(category: TemplateCategory, limit = 10): Template[] {
  return TEMPLATES.filter((template) => template.category === category).slice(0, Math.max(0, limit));
}

/** The template with this id, or undefined (including for BLANK_TEMPLATE_ID). */
export function findTemplate(id: string): Template | undefined {
  return TEMPLATES.find((template) => template.id === id);
}

export { placeholdersOf } from "./placeholders";
