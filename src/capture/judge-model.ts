/**
 * The judge's weights (judge.ts), one per feature in FEATURE_NAMES order, and the score
 * under which a candidate is dropped. Written by `node --import tsx eval/train-judge.ts`
 * from the tune half of the hand-labelled sessions (37 sessions, 668 candidates,
 * 190 positive); not edited by hand.
 */
export const JUDGE_MODEL: { weights: readonly number[]; threshold: number } = {
  weights: [
    -1.6400, // bias
    0.3888, // type:decision_made
    0.1776, // type:approach_rejected
    -0.5710, // type:knowledge_acquired
    -0.4848, // type:error_resolved
    0.3207, // type:preference_noted
    0.5221, // origin:summary-errors
    0.5004, // origin:summary-problems
    0.1277, // origin:summary-concepts
    0.0880, // origin:summary-files
    -0.3563, // origin:summary-user
    0.0000, // origin:summary-other
    0.0000, // origin:turn-report
    0.0000, // origin:turn-reply
    -0.0426, // origin:turn-choice
    -0.6004, // origin:turn-episode
    0.2723, // origin:episode
    -0.3526, // origin:prose
    -0.3022, // origin:paragraph
    0.5511, // origin:prompt
    0.0302, // origin:prompt-statement
    -0.3878, // origin:rejection
    -0.2188, // origin:answer
    2.0792, // length
    0.1863, // sentences
    0.7335, // identifiers
    0.5126, // code-span
    -0.3663, // file-path
    0.4180, // cue:cause
    -0.5473, // cue:fix
    -0.5886, // cue:choice
    0.2164, // cue:constraint
    0.1776, // cue:rejection
    0.9612, // cue:open
    -0.0071, // cue:narration
    -0.9327, // cue:question
    -0.3398, // cue:activity
    -0.0749, // cue:hedge
    -0.9008, // cue:trivial
    0.5941, // cue:correction
    0.0000, // cue:reversal
    -0.7181, // pronoun-start
    -1.6029, // fragment
    0.4559, // first-person
    0.2857, // says-user
    0.4848, // digits
    0.2710, // has-reason
    -0.4654, // has-cause
    0.0530, // has-fix
    -0.0314, // states-cause-and-fix
    0.0000, // unresolved
    0.3497, // outside-path
    -0.5200, // long
    -1.0396, // request
    -0.3735, // first-person-plan
    0.1531, // opening:0
    1.0538, // opening:1
    -0.4188, // opening:2
    0.0348, // opening:3
    0.1393, // opening:4
    -0.1638, // opening:5
    0.2812, // opening:6
    -0.5480, // opening:7
    -0.0376, // opening:8
    0.0828, // opening:9
    -0.1903, // opening:10
    -0.0651, // opening:11
    -0.0243, // opening:12
    0.5595, // opening:13
    -0.6349, // opening:14
    -0.3907, // opening:15
  ],
  threshold: 0.5,
};
