-- Admin content (issue 22): pros wait for an admin's approval; the FAQ moves from the web's
-- translations into a table admins edit.
ALTER TABLE "pro_profiles" ADD COLUMN "status" text NOT NULL DEFAULT 'pending';
--> statement-breakpoint
-- Pros who offered chats before approval existed keep offering them (the demo pros among them).
UPDATE "pro_profiles" SET "status" = 'approved';
--> statement-breakpoint
ALTER TABLE "pro_profiles" ADD CONSTRAINT "pro_profiles_status_known" CHECK ("status" in ('pending', 'approved', 'rejected'));
--> statement-breakpoint
ALTER TABLE "pro_profiles" ADD COLUMN "reviewed_by" integer REFERENCES "users"("no") ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE "pro_profiles" ADD COLUMN "reviewed_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "pro_profiles" ADD COLUMN "reject_reason" text;
--> statement-breakpoint
CREATE INDEX "pro_profiles_pending_idx" ON "pro_profiles" ("created_at") WHERE "status" = 'pending';
--> statement-breakpoint
CREATE TABLE "faq_entries" (
  "id" serial PRIMARY KEY,
  "category" text NOT NULL,
  "question" text NOT NULL,
  -- Plain text, shown as text (never as HTML) by the web.
  "answer" text NOT NULL,
  "position" integer NOT NULL,
  "published" boolean NOT NULL DEFAULT true,
  "updated_by" integer REFERENCES "users"("no") ON DELETE SET NULL,
  "updated_at" timestamp with time zone NOT NULL DEFAULT now(),
  "created_at" timestamp with time zone NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX "faq_entries_position_idx" ON "faq_entries" ("position", "id");
--> statement-breakpoint
-- The entries the web showed from its English translations until now (English is the only language
-- the web has), in the same order and words, except five sentences that promised as future what
-- works today (sign-up, account deletion, chat, notification choices, campaigns) or left out pro approval.
INSERT INTO "faq_entries" ("category", "question", "answer", "position") VALUES
  ('01', 'What is Sidecamp?', 'Sidecamp is a place for makers, working professionals and people between jobs to turn ideas into projects. You find teammates in Connect, build together in Make, and release what you made in Launch, where launched services get a booth.', 1),
  ('01', 'What are the three camps?', 'Connect is for finding people: the member finder, the lounge and chat. Make is for building: projects with open positions, tasks and goals, your to-do list and weekly quests. Launch is the booth showcase, where launched services collect supporters and reviews and are ranked every week.', 2),
  ('01', 'Which parts of Sidecamp work today?', 'Sidecamp is being built in stages. Today you can sign up, fill in your profile and resume, start and join projects, find teammates, plan work on a project''s board, write in the lounge, chat (one-to-one, open, team and pro chats, with voice calls), earn, buy and spend points with weekly quests and levels, launch what you built in a booth, have an idea analysed in Blueprint (scores with their reasons, the closest projects and booths here, a specification and canvases, premium sections for points, the report by e-mail), and follow everything in the alarm centre (in the app, by e-mail digest, as desktop or push notifications). You can also send campaigns (a newsletter, survey, interview or tester call) to people by job.', 3),
  ('01', 'Does Sidecamp cost anything?', 'Using Sidecamp is free, with 5 idea analyses a month in Blueprint. The Light plan ($9.90 for 30 days) adds 20 analyses and report export; point packs are the other optional purchase. See the pricing page for what each includes.', 4),
  ('02', 'How do I create an account?', 'Register with your e-mail and a password on the sign-up page, or log in with a messenger, portal or identity-verification provider where this community has set one up. Once you have an account, “Log in” at the top of every page signs you in.', 5),
  ('02', 'What happens if I log in on another device?', 'A new login ends your older session. The other browser notices on its next check and shows that you were logged in elsewhere, so only one session stays active.', 6),
  ('02', 'Can I delete my account?', 'Yes. You can delete yours from the settings. Your personal data is removed or anonymised, your sessions end, and content you posted stays without your name.', 7),
  ('03', 'How do projects work?', 'A project starts as a draft and is published with open positions, each asking for a role and a skill level. It then moves through stages such as Preparing, In Progress, Developing and Completed, and every stage change is announced in the feed.', 8),
  ('03', 'How do I join a project?', 'Apply to one of its open positions and answer the leader''s questions. Your application goes to review, and the leader accepts or rejects it. Once accepted you become a member of the team and get access to the team chat.', 9),
  ('03', 'What can a project leader do?', 'The leader manages positions, approves applicants, changes the project''s stage, invites people and can hand leadership to another member. Members can leave a project at any time.', 10),
  ('04', 'What are points for?', 'Points pay for boosting a project to the top of the hub for a week, for pinning your open chat at the top of the open-chat directory for a week, for starting a project''s board over, for booking pro chats, for supporting booths, for the premium sections of an idea analysis, for sending a campaign (a newsletter, survey, interview or tester call) to people by job, and for gift cards: you buy a card with your points and whoever redeems its code gets them. You earn points by taking part and by completing weekly quests, or you can buy a point pack.', 11),
  ('04', 'Which point packs are there?', 'There are five packs, from 5 points for $4.90 to 130 points for $99.90. Larger packs include bonus points of 10 to 30 percent. The pricing and points pages list each pack.', 12),
  ('04', 'What do plans include?', 'Each idea analysis in Blueprint uses one AI credit. Free gives 5 a month. Light ($9.90 instead of $19.90, for 30 days, one-time) gives 20 credits, 5 bonus points and export of reports as Markdown or print; Pro (unlimited credits) is coming soon and cannot be bought. Every plan gets the same report.', 13),
  ('04', 'Can I pay already?', 'Yes. Choose a point pack and pay on the checkout page. Points are added once per payment, however often the payment provider confirms it, and a refund removes them again. Your wallet shows every change.', 14),
  ('05', 'What kinds of chat are there?', 'One-to-one chats, open chats anyone can join, a team chat for every project and pro chats, which you book with experienced members. A new pro is listed once an admin has approved their offer.', 15),
  ('05', 'How will I be notified?', 'The alarm centre collects activity and social notifications with unread counts. You choose per kind in Settings whether a notification reaches you in the app, by e-mail or by push.', 16),
  ('05', 'What is the lounge?', 'The lounge is the community board. Posts belong to a topic such as Questions, Insights, Logs or Retrospective, and can be plain posts or polls. Members reply, like and follow each other there.', 17),
  ('06', 'Which languages does Sidecamp support?', 'Sidecamp is in English.', 18),
  ('06', 'How do I change my cookie choices?', 'Choose “Cookie settings” in the footer of any page, or open Settings. You can allow or refuse analytics and ads separately at any time.', 19),
  ('06', 'How do I report a bug or suggest a feature?', 'Use the feedback form on this page and pick Bug Report or Feature Suggestion. Describe what you did and what you expected; it helps us a lot.', 20);
