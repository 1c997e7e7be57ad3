console.log('building font from ./icons');
