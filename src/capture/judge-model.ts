/**
 * The judge's weights (judge.ts), one per feature in FEATURE_NAMES order, and the score
 * under which a candidate is dropped. Written by `node --import tsx eval/train-judge.ts`
 * from the tune half of the hand-labelled sessions (37 sessions, 500 candidates,
 * 162 positive); not edited by hand.
 */
export const JUDGE_MODEL: { weights: readonly number[]; threshold: number } = {
  weights: [
    -1.5920, // bias
    0.4546, // type:decision_made
    -0.0112, // type:approach_rejected
    -0.5563, // type:knowledge_acquired
    -0.3787, // type:error_resolved
    0.3357, // type:preference_noted
    0.6183, // origin:summary-errors
    0.5005, // origin:summary-problems
    0.1197, // origin:summary-concepts
    0.0000, // origin:summary-files
    -0.2537, // origin:summary-user
    0.0000, // origin:summary-other
    0.0000, // origin:turn-report
    0.0000, // origin:turn-reply
    0.5533, // origin:turn-choice
    -0.7463, // origin:turn-episode
    0.5829, // origin:episode
    -0.4599, // origin:prose
    -0.8345, // origin:paragraph
    -0.0287, // origin:report
    0.5894, // origin:prompt
    0.0964, // origin:prompt-statement
    -0.4638, // origin:rejection
    -0.4297, // origin:answer
    1.5595, // length
    0.7573, // sentences
    0.6511, // identifiers
    0.6696, // code-span
    -0.2673, // file-path
    0.4298, // cue:cause
    -0.8071, // cue:fix
    -0.6700, // cue:choice
    0.0963, // cue:constraint
    0.0627, // cue:rejection
    0.5439, // cue:open
    -0.4156, // cue:narration
    -0.5470, // cue:question
    -0.3483, // cue:activity
    -0.2003, // cue:hedge
    -0.8562, // cue:trivial
    0.7274, // cue:correction
    0.5872, // cue:reversal
    -0.7880, // pronoun-start
    -1.1866, // fragment
    0.7098, // first-person
    0.1766, // says-user
    0.2402, // digits
    0.2794, // has-reason
    -0.6436, // has-cause
    0.1190, // has-fix
    -0.2210, // states-cause-and-fix
    0.0000, // unresolved
    -0.0883, // outside-path
    0.3248, // long
    0.1346, // request
    -0.2208, // first-person-plan
    -0.1173, // no-clause
    -1.2260, // lint
    -0.2163, // status-only
    0.2408, // opening:0
    1.0988, // opening:1
    -0.2166, // opening:2
    -0.4623, // opening:3
    0.3383, // opening:4
    -0.2046, // opening:5
    0.6237, // opening:6
    -0.4246, // opening:7
    -0.2906, // opening:8
    0.0654, // opening:9
    0.0178, // opening:10
    -0.3279, // opening:11
    -0.1899, // opening:12
    0.3881, // opening:13
    -0.5379, // opening:14
    -0.2745, // opening:15
  ],
  threshold: 0.5,
};
