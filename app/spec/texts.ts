/**
 * Every user-facing string the product contract (product-spec.md) fixes, verbatim.
 * Shared by the web app and the API worker: this module imports nothing.
 */
export const TEXT = {
  desktopNotice: {
    title: "thumbs down, fingers up",
    body: "This application is optimized for desktop viewing only. Please access it from a computer for the best experience.",
  },
  landing: {
    getStarted: "Get Started For Free",
    viewViralPosts: "View Viral Posts",
  },
  signin: {
    usernameRequired: "LinkedIn username is required",
    invalidUsername: "invalid username",
  },
  auth: {
    tokenMissing: "Auth token not found in cookies",
    failedToDecode: "Failed to decode user data",
    loggedOut: "Logged out successfully",
    logoutFailed: "Failed to logout",
    /** Not in the spec: a /login-success link that was used, is late, or belongs to another browser. */
    signInLinkUsed: "This sign-in link has expired or was already used. Please sign in again.",
  },
  errors: {
    fetchingPosts: "Error Fetching posts",
    generic: "An error occurred. Please try again.",
    processStatus: "Error fetching process status",
    linkedinOauth: "Error returning linkedin oauth",
    /** Not in the spec: LinkedIn stopped the sign-in at a scope the app's LinkedIn products don't grant (no member can fix it). */
    linkedinScope:
      "LinkedIn refused a permission this app asks for, so nothing was connected. Your LinkedIn account is fine: this app's access still needs LinkedIn's approval. Please try again later.",
    /** Not in the spec: the LinkedIn app has no Community Management API yet (LINKEDIN_COMMUNITY_MANAGEMENT false), which company pages need. */
    companyPagesUnavailable:
      "Company pages aren't available yet: LinkedIn hasn't approved this app for them. You can sign in with your personal profile in the meantime.",
    regenerate: "Failed to regenerate content",
    cantDelete: "can't delete post",
    calendarGeneration: "Failed to generate content calendar. Please try again.",
    phoneSubmit: "Failed to submit. Please try again later.",
    callStatus: "Error checking call status. Please try again later.",
    noId: "No ID received from API",
    uploadFailed: "Upload failed",
    providerNotFound: "provider linkedin not found",
    inviteNotFound: "Invite not found",
    invalidInvitationId: "Invalid invitation ID",
    failedToLoadInvitation: "Failed to load invitation",
    noInvitationId: "No invitation ID found",
  },
  feedback: {
    success: "success",
    copiedToClipboard: "Copied to clipboard",
    copied: "Copied!",
  },
  loading: {
    default: "Loading...",
  },
  invites: {
    shareTitle: "Share Invite Link",
    shareBody: "Person you share this link with will be able to connect their LinkedIn account",
    copyLink: "Copy Invite Link",
    loading: "Loading invitation...",
    errorTitle: "Invitation Error",
    notFoundTitle: "Invitation Not Found",
    notFoundBody: "Unable to load invitation details.",
    requestTitle: "LinkedIn Connection Request",
    requestBody: "Would like to connect with your LinkedIn account",
    connect: "Connect LinkedIn",
    connecting: "Connecting...",
    usernameInvalid: "Please enter a valid username",
    consent: "By connecting, you're allowing access to your LinkedIn profile information.",
    connectedTitle: "Successfully Connected!",
    connectedBody: "Your LinkedIn account has been connected successfully.",
    closeTab: "you can now close this tab",
  },
  trends: {
    noTopics: "No Trending Topics Found",
    noPosts: "No Posts Found",
  },
} as const;

/** What the offline writer's regenerate understands: the editor's hint and the worker's refusal say the same. */
export const OFFLINE_WRITER_UNDERSTANDS =
  "shorter, longer, punchier, under N characters, more casual or formal, a question at the end or to start, N hashtags, no emoji, no question, no hashtags, remove the last line (or the first), a stronger hook, a call to action (your own, from your brief), mention that … (your own sentence), a list (bullet points or numbered)";
