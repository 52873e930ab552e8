import helenaAvatar from '../assets/commenters/woman-blonde-hair.svg';
import joaoAvatar from '../assets/commenters/man-cook.svg';
import anaAvatar from '../assets/commenters/woman-red-hair.svg';
import rafaelAvatar from '../assets/commenters/man-beard.svg';
import ceciliaAvatar from '../assets/commenters/old-woman.svg';
import antonioAvatar from '../assets/commenters/old-man.svg';
import beatrizAvatar from '../assets/commenters/woman-cook.svg';
import pedroAvatar from '../assets/commenters/man-teacher.svg';
import luanaAvatar from '../assets/commenters/woman-student.svg';
import marceloAvatar from '../assets/commenters/man-mechanic.svg';
import leafAvatar from '../assets/icons/leafy-green.svg';
import { postDates } from '../lib/postDates';
import type { BlogComment } from './types';

/** The picture of a comment the farm approved: a leaf, not a face, since the visitor chose none (no outside avatar service). */
export const approvedCommentAvatar = leafAvatar;

/** A reader's comment, dated from one ISO date. */
const comment = (id: number, name: string, avatar: string, isoDate: string, text: string): BlogComment => {
  const { full_date } = postDates(isoDate);
  return { id, name, avatar, full_date, isoDate, text };
};

/** Each post's own sample comments, by post id: two readers who have something to say about it. */
const commentsByPost: Readonly<Record<number, readonly BlogComment[]>> = {
  1: [
    comment(
      1,
      'Ana Ribeiro',
      anaAvatar,
      '2026-11-19',
      'I grow tomatoes in four raised beds at home and lost every plant to blight last year. Moving them one bed along, with beans after them, is exactly what I will try this spring.',
    ),
    comment(
      2,
      'Luana Costa',
      luanaAvatar,
      '2026-11-21',
      'We studied crop rotation in my agronomy course, but your four beds on the terraces make it much clearer. Do the peppers go with the tomatoes for the same reason?',
    ),
  ],
  2: [
    comment(
      1,
      'Helena Souza',
      helenaAvatar,
      '2026-11-10',
      'Not washing the strawberries until we eat them changed everything. The last punnet from your box stayed sweet in our fridge all week.',
    ),
    comment(
      2,
      'Rafael Lima',
      rafaelAvatar,
      '2026-11-12',
      'I sell your strawberries at the Saturday market and now keep them in the shade with their caps on, as you say. Far fewer soft berries at the end of the morning.',
    ),
  ],
  3: [
    comment(
      1,
      'Beatriz Nunes',
      beatrizAvatar,
      '2026-10-28',
      'So the twisted carrots are the ones that come to our school kitchen! The children love the ones with two legs; they call them carrot people.',
    ),
    comment(
      2,
      'Antônio Batista',
      antonioAvatar,
      '2026-10-30',
      'A broadfork is the right tool for carrots. I used one for forty years on my own plot and hardly ever snapped a root. Good to see the harvest done the old way.',
    ),
  ],
  4: [
    comment(
      1,
      'Ana Ribeiro',
      anaAvatar,
      '2026-10-15',
      'I started a small compost pile at home with your ratio of greens to browns, and it is already warm in the middle. No smell at all.',
    ),
    comment(
      2,
      'Cecília Martins',
      ceciliaAvatar,
      '2026-10-18',
      'My mother composted every peel and eggshell, and her garden was the best on the street. It is good that you teach this to the young ones.',
    ),
  ],
  5: [
    comment(
      1,
      'Luana Costa',
      luanaAvatar,
      '2026-10-02',
      'Which flowers do you plant for the bees once the apple blossom is over? I would like to sow a few in the community garden at my university.',
    ),
    comment(
      2,
      'Helena Souza',
      helenaAvatar,
      '2026-10-04',
      'The apples in our box this month were the best we have had. Thank you to the bees, and to whoever looks after their hives.',
    ),
  ],
  6: [
    comment(
      1,
      'Antônio Batista',
      antonioAvatar,
      '2026-09-18',
      'Sunn hemp as a cover crop between seasons is what my father did too. The soil comes back soft and dark, just as you say.',
    ),
    comment(
      2,
      'Ana Ribeiro',
      anaAvatar,
      '2026-09-20',
      'Where can I buy oat and vetch seed in small amounts? My vegetable beds lie bare every winter and I would like to try cover crops on them.',
    ),
  ],
  7: [
    comment(
      1,
      'Pedro Alves',
      pedroAvatar,
      '2026-08-30',
      'I showed my class how your rainwater runs from the barn roofs to the beds by gravity alone. Could we come and see it working?',
    ),
    comment(
      2,
      'Marcelo Dias',
      marceloAvatar,
      '2026-09-02',
      'Storing rainwater uphill so it needs no pump at all is clever engineering. How do you keep leaves and grit out of the tanks after a storm?',
    ),
  ],
  8: [
    comment(
      1,
      'Cecília Martins',
      ceciliaAvatar,
      '2026-08-13',
      'Hens that follow the harvest, what a good idea. My three hens do the same in my garden, and I have never needed anything against the grubs.',
    ),
    comment(
      2,
      'Helena Souza',
      helenaAvatar,
      '2026-08-15',
      'My children want to know the names of your hens. They also want a coop on wheels now.',
    ),
  ],
  9: [
    comment(
      1,
      'João Pereira',
      joaoAvatar,
      '2026-07-26',
      "I put your grilled sweet corn with lime and chilli on the restaurant's lunch menu and it sold out by one o'clock. Corn picked that morning really is different.",
    ),
    comment(
      2,
      'Beatriz Nunes',
      beatrizAvatar,
      '2026-07-28',
      'We made the corn soup at school in a double batch. Not one bowl came back to the kitchen.',
    ),
  ],
  10: [
    comment(
      1,
      'Ana Ribeiro',
      anaAvatar,
      '2026-07-09',
      'Low tunnels are such a simple idea. I covered my lettuce with old fabric on wire hoops and it came through the coldest winter night yet without a mark.',
    ),
    comment(
      2,
      'João Pereira',
      joaoAvatar,
      '2026-07-12',
      'Your winter kale is the sweetest I can buy. The cool nights really do make the leafy greens better.',
    ),
  ],
  11: [
    comment(
      1,
      'Luana Costa',
      luanaAvatar,
      '2026-06-22',
      'Thank you for explaining what the inspector checks. Many people think the organic seal is only a sticker on the blueberries; it is years of careful records.',
    ),
    comment(
      2,
      'Helena Souza',
      helenaAvatar,
      '2026-06-25',
      "Knowing that nothing synthetic is sprayed on your blueberry bushes is why I buy them for my children's breakfast.",
    ),
  ],
  12: [
    comment(
      1,
      'Pedro Alves',
      pedroAvatar,
      '2026-06-04',
      'Our school has cooked with your produce for two years, and the children now ask for second helpings of salad. Thank you for the farm visits too.',
    ),
    comment(
      2,
      'Beatriz Nunes',
      beatrizAvatar,
      '2026-06-06',
      'Cooking with apples and carrots straight from the farm makes my job in the school kitchen a joy. Congratulations on three years!',
    ),
  ],
  13: [
    comment(
      1,
      'João Pereira',
      joaoAvatar,
      '2026-05-18',
      'Roasted whole over the flame, then mashed with garlic and lemon: your eggplants make the best baba ghanoush we have ever served.',
    ),
    comment(
      2,
      'Cecília Martins',
      ceciliaAvatar,
      '2026-05-20',
      'I always kept my eggplants in the fridge and wondered why they went brown. Now they live on the kitchen counter.',
    ),
  ],
  14: [
    comment(
      1,
      'Antônio Batista',
      antonioAvatar,
      '2026-04-30',
      'Humid air and citrus trees mean sooty mould on the leaves here too. What do you use against scale insects, if not sprays?',
    ),
    comment(
      2,
      'Helena Souza',
      helenaAvatar,
      '2026-05-03',
      "The tangerines from your trees are my children's favourite snack. They are already asking when the first ones will come.",
    ),
  ],
  15: [
    comment(
      1,
      'Marcelo Dias',
      marceloAvatar,
      '2026-04-11',
      'Oil and filters every 250 hours and a dry shed: that is the whole secret of an old tractor, and few people keep to it. Twenty years on these hills is a fine record.',
    ),
    comment(
      2,
      'Antônio Batista',
      antonioAvatar,
      '2026-04-13',
      'Seu Valdir fixed my tractor too, years ago. Say hello to him from me, and happy birthday to the old machine.',
    ),
  ],
};

/** The comments shown under a post. */
export function commentsFor(postId: number): readonly BlogComment[] {
  return commentsByPost[postId] ?? [];
}
