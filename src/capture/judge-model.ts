/**
 * The judge's weights (judge.ts), one per feature in FEATURE_NAMES order, and the score
 * under which a candidate is dropped. Written by `node --import tsx eval/train-judge.ts`
 * from the tune half of the hand-labelled sessions (37 sessions, 522 candidates,
 * 165 positive); not edited by hand.
 */
export const JUDGE_MODEL: { weights: readonly number[]; threshold: number } = {
  weights: [
    -1.6344, // bias
    0.2743, // type:decision_made
    0.0557, // type:approach_rejected
    -0.5011, // type:knowledge_acquired
    -0.3688, // type:error_resolved
    0.3806, // type:preference_noted
    0.5577, // origin:summary-errors
    0.5237, // origin:summary-problems
    0.0983, // origin:summary-concepts
    0.0000, // origin:summary-files
    -0.2648, // origin:summary-user
    0.0000, // origin:summary-other
    0.0000, // origin:turn-report
    0.0000, // origin:turn-reply
    0.0765, // origin:turn-choice
    -0.7194, // origin:turn-episode
    0.5562, // origin:episode
    -0.3700, // origin:prose
    -0.6552, // origin:paragraph
    0.0660, // origin:report
    0.6454, // origin:prompt
    0.0817, // origin:prompt-statement
    -0.4400, // origin:rejection
    -0.3154, // origin:answer
    1.6565, // length
    0.3974, // sentences
    0.5706, // identifiers
    0.6795, // code-span
    -0.2817, // file-path
    0.3998, // cue:cause
    -0.8606, // cue:fix
    -0.5529, // cue:choice
    0.1006, // cue:constraint
    0.0557, // cue:rejection
    0.5212, // cue:open
    -0.4422, // cue:narration
    -0.5898, // cue:question
    -0.4479, // cue:activity
    -0.2593, // cue:hedge
    -1.0926, // cue:trivial
    0.7326, // cue:correction
    0.6075, // cue:reversal
    -0.8282, // pronoun-start
    -1.3002, // fragment
    0.6780, // first-person
    0.3383, // says-user
    0.3261, // digits
    0.1838, // has-reason
    -0.4842, // has-cause
    0.1238, // has-fix
    0.0096, // states-cause-and-fix
    0.0000, // unresolved
    -0.0800, // outside-path
    -0.0809, // long
    0.1611, // request
    -0.1785, // first-person-plan
    0.1963, // opening:0
    1.0097, // opening:1
    -0.4878, // opening:2
    -0.4775, // opening:3
    0.2830, // opening:4
    -0.1691, // opening:5
    0.6278, // opening:6
    -0.3606, // opening:7
    -0.2278, // opening:8
    0.1043, // opening:9
    0.0705, // opening:10
    -0.3696, // opening:11
    -0.0256, // opening:12
    0.4080, // opening:13
    -0.4852, // opening:14
    -0.2558, // opening:15
  ],
  threshold: 0.5,
};
