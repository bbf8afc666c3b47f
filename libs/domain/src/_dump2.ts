import { allQuizQuestions } from './answer-key/index';
for (const q of allQuizQuestions()) {
  const L = q.choices.every((c,i)=> i===q.answerIndex || c.length < q.choices[q.answerIndex].length);
  console.log(`${q.id}${q.matrixClaim?' [M '+q.matrixClaim.defenseId+'='+q.matrixClaim.effectiveness+']':''}${L?' LONG':''} :: ${q.prompt}`);
  q.choices.forEach((c,i)=>console.log(`  ${i===q.answerIndex?'*':' '}${i} ${c}`));
}
