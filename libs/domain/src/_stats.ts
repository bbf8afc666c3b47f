import { allQuizQuestions } from './answer-key/index';
const all = allQuizQuestions();
const longest = all.filter(q => q.choices.every((c,i)=> i===q.answerIndex || c.length < q.choices[q.answerIndex].length));
console.log('longest-is-right', longest.length, '/', all.length);
for (const n of [3,4]) { const g = all.filter(q=>q.choices.length===n); console.log(n, 'choices:', g.length, Array.from({length:n},(_, i)=> g.filter(q=>q.answerIndex===i).length).join(' ')); }
console.log('matrix', all.filter(q=>q.matrixClaim).length);
